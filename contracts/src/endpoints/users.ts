/** User and session (§7). */
import { z } from 'zod';
import {
  bearerErrors,
  brandErrors,
  endpoint,
  envelope,
  ErrorSchema,
  publicErrors,
} from '../define.ts';
import { BrandListItemSchema, PolicySchema } from '../schemas/brand.ts';
import { commaList, emptyQuery, flag, idSegment, UploadedFileSchema } from '../schemas/common.ts';
import { UserBasicMediaSchema } from '../schemas/media.ts';
import {
  AuthorizedSchema,
  LatLongSchema,
  MfaSetupStatusSchema,
  NavigationPreferencesSchema,
  PermissionGrantsSchema,
  UserAccountSchema,
  UserInfoSchema,
  VerificationCheckSchema,
  VerificationSendSchema,
  VerificationTypeSchema,
} from '../schemas/user.ts';

/** Multipart uploads may also be too large or not multipart at all. */
const uploadErrors = { ...bearerErrors, 413: ErrorSchema, 415: ErrorSchema } as const;

export const users = {
  info: endpoint({
    method: 'GET',
    path: '/v1/users/info',
    auth: 'bearer',
    summary: 'The signed-in user (§3 User info)',
    schemas: () => ({
      query: z.object({ include_persona: flag, include_highest_parent: flag }).strict(),
      responses: { 200: envelope(UserInfoSchema), ...bearerErrors, 403: bearerErrors[401] },
    }),
    example: { caller: 'u-manager', query: { include_persona: 'true' } },
  }),
  user: endpoint({
    method: 'GET',
    path: '/v1/user',
    auth: 'bearer',
    schemas: () => ({
      query: emptyQuery,
      responses: { 200: envelope(UserAccountSchema), ...bearerErrors },
    }),
    summary: 'The account record of the signed-in user (shape not shown: ours)',
    example: { caller: 'u-candidate' },
  }),
  brands: endpoint({
    method: 'GET',
    path: '/v1/users/brands',
    auth: 'bearer',
    summary:
      'The brands the user can enter with favourites marked: STRUCTURED (default) in tree order, each parent before its children; FLAT by name',
    schemas: () => ({
      query: z
        .object({
          view_mode: z.enum(['STRUCTURED', 'FLAT']).optional(),
          include_archived: flag,
          filter_services: z.enum(['TEAM_SCHEDULING']).optional(),
        })
        .strict(),
      responses: { 200: envelope(z.array(BrandListItemSchema)), ...bearerErrors },
    }),
    example: { caller: 'u-enterprise', query: { view_mode: 'FLAT' } },
  }),
  brandPolicy: endpoint({
    method: 'GET',
    path: '/v1/users/brands/:brandId/policy',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    schemas: () => ({
      query: emptyQuery,
      params: z.object({ brandId: idSegment }).strict(),
      responses: { 200: envelope(PolicySchema), ...brandErrors },
    }),
    summary: "The user's policy on one brand",
    example: { caller: 'u-manager', params: { brandId: 'CH-1-1-1' } },
  }),
  navigationPreferences: endpoint({
    method: 'GET',
    path: '/v1/users/navigation_preferences',
    auth: 'bearer',
    schemas: () => ({
      query: emptyQuery,
      responses: { 200: envelope(NavigationPreferencesSchema), ...bearerErrors },
    }),
    summary: 'The stored default home page',
    example: { caller: 'u-halo' },
  }),
  mfaSetupStatus: endpoint({
    method: 'GET',
    path: '/v1/users/mfa/setup/status',
    auth: 'bearer',
    schemas: () => ({
      query: emptyQuery,
      responses: { 200: envelope(MfaSetupStatusSchema), ...bearerErrors },
    }),
    summary: 'Whether the user must set up multi-factor authentication first',
    example: { caller: 'u-manager' },
  }),
  latLong: endpoint({
    method: 'GET',
    path: '/v1/user_lat_long',
    auth: 'none',
    schemas: () => ({
      query: emptyQuery,
      responses: { 200: envelope(LatLongSchema), ...publicErrors },
    }),
    summary:
      "The visitor's approximate position (noAuth); the mock answers the seeded enterprise's city",
    example: {},
  }),
  logout: endpoint({
    method: 'POST',
    path: '/v1/logout',
    auth: 'bearer',
    schemas: () => ({
      query: emptyQuery,
      body: z.object({ refresh_token: z.string().min(1) }).strict(),
      responses: {
        200: envelope(z.object({ logged_out: z.boolean() })),
        ...bearerErrors,
        403: ErrorSchema,
      },
    }),
    summary: 'Ends the session server-side, revoking the refresh token',
    example: { caller: 'u-manager', body: { refresh_token: 'example-refresh-token' } },
  }),
  sendVerification: endpoint({
    method: 'POST',
    path: '/v1/users/verification/send',
    auth: 'bearer',
    schemas: () => ({
      query: emptyQuery,
      body: z.object({ type: VerificationTypeSchema }).strict(),
      responses: { 200: envelope(VerificationSendSchema), ...bearerErrors },
    }),
    summary:
      'Sends an e-mail or SMS verification (type); answers whether the contact is verified already',
    example: { caller: 'u-candidate', body: { type: 'PHONE' } },
  }),
  checkVerification: endpoint({
    method: 'GET',
    path: '/v1/users/verification/check',
    auth: 'bearer',
    summary: 'Whether the e-mail or phone (type) is verified',
    schemas: () => ({
      query: z.object({ type: VerificationTypeSchema }).strict(),
      responses: { 200: envelope(VerificationCheckSchema), ...bearerErrors },
    }),
    example: { caller: 'u-candidate', query: { type: 'EMAIL' } },
  }),
  profilePhoto: endpoint({
    method: 'PUT',
    path: '/v1/profile_photo',
    auth: 'bearer',
    schemas: () => ({
      query: emptyQuery,
      body: z
        .object({
          file: UploadedFileSchema.extend({
            mimetype: z.literal('image/jpeg', { error: 'the profile image is a jpeg' }),
            size: z
              .number()
              .int()
              .min(1)
              .max(2 * 1024 * 1024),
          }),
          degrees: z.coerce
            .number()
            .int()
            .refine((d) => d % 90 === 0, 'a multiple of 90')
            .default(0),
          rotation: z.coerce
            .number()
            .int()
            .refine((d) => d % 90 === 0, 'a multiple of 90')
            .default(0),
        })
        .strict(),
      responses: { 200: envelope(UserBasicMediaSchema), ...uploadErrors },
    }),
    bodyKind: 'multipart',
    summary:
      'Replaces the profile photo: multipart file (the cropped 240x240 jpeg, §3), degrees and rotation (multiples of 90, §9)',
    example: {
      caller: 'u-candidate',
      // Multipart examples name fixture files (contracts/pact/fixtures) as "fixture:<name>".
      body: { file: 'fixture:photo.jpg', degrees: '90', rotation: '0' },
    },
  }),
  basicMedia: endpoint({
    method: 'GET',
    path: '/v1/user/basic_media',
    auth: 'bearer',
    schemas: () => ({
      query: emptyQuery,
      responses: { 200: envelope(UserBasicMediaSchema), ...bearerErrors },
    }),
    summary: "The caller's profile images",
    example: { caller: 'u-manager' },
  }),
  policy: endpoint({
    method: 'GET',
    path: '/v1/policy',
    auth: 'bearer',
    access: { brand: 'query.brands_ids' },
    summary: "The caller's policy over several brands (brands_ids, comma list)",
    schemas: () => ({
      query: z.object({ brands_ids: commaList }).strict(),
      responses: { 200: envelope(PolicySchema), ...brandErrors },
    }),
    example: { caller: 'u-enterprise', query: { brands_ids: 'GP-1,CH-1-1-1' } },
  }),
  permissionGrants: endpoint({
    method: 'GET',
    path: '/v2/permissions/users',
    auth: 'bearer',
    access: { brand: 'query.brands_ids' },
    summary:
      'Whether the caller holds each permission on each brand (brands_ids and permissions, comma lists)',
    schemas: () => ({
      query: z.object({ brands_ids: commaList, permissions: commaList }).strict(),
      responses: { 200: envelope(PermissionGrantsSchema), ...brandErrors },
    }),
    example: {
      caller: 'u-halo',
      query: { brands_ids: 'GP-2', permissions: 'VIEW_HALO_DASHBOARD,VIEW_TEAM_ENGAGEMENT' },
    },
  }),
  isAuthorized: endpoint({
    method: 'GET',
    path: '/v1/brands/:brandId/permissions/is_authorized',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary:
      'authorized when the caller holds every required permission on the brand (optionally of one category)',
    schemas: () => ({
      params: z.object({ brandId: idSegment }).strict(),
      query: z
        .object({
          required_permissions: commaList,
          permission_category: z
            .enum(['SCHEDULING', 'HIRING', 'DASHBOARDS', 'SETTINGS'])
            .optional(),
        })
        .strict(),
      responses: { 200: envelope(AuthorizedSchema), ...brandErrors },
    }),
    example: {
      caller: 'u-manager',
      params: { brandId: 'CH-1-1-1' },
      query: { required_permissions: 'VIEW_APPLICATIONS' },
    },
  }),
};
