/** User and session (§7). */
import { z } from 'zod';
import { bearerErrors, brandErrors, call, ErrorSchema, publicErrors } from '../define.ts';
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
import { brandCall } from './brand-params.ts';

/** Multipart uploads may also be too large or not multipart at all. */
const uploadErrors = { ...bearerErrors, 413: ErrorSchema, 415: ErrorSchema } as const;

export const users = {
  info: call(
    'GET /v1/users/info',
    'The signed-in user (§3 User info)',
    () => ({
      query: z.object({ include_persona: flag, include_highest_parent: flag }).strict(),
      data: UserInfoSchema,
      errors: { ...bearerErrors, 403: bearerErrors[401] },
    }),
    { example: { caller: 'u-manager', query: { include_persona: 'true' } } },
  ),
  user: call(
    'GET /v1/user',
    'The account record of the signed-in user (shape not shown: ours)',
    () => ({ query: emptyQuery, data: UserAccountSchema, errors: bearerErrors }),
    { example: { caller: 'u-candidate' } },
  ),
  brands: call(
    'GET /v1/users/brands',
    'The brands the user can enter with favourites marked: STRUCTURED (default) in tree order, each parent before its children; FLAT by name',
    () => ({
      query: z
        .object({
          view_mode: z.enum(['STRUCTURED', 'FLAT']).optional(),
          include_archived: flag,
          filter_services: z.enum(['TEAM_SCHEDULING']).optional(),
        })
        .strict(),
      data: z.array(BrandListItemSchema),
      errors: bearerErrors,
    }),
    { example: { caller: 'u-enterprise', query: { view_mode: 'FLAT' } } },
  ),
  favouriteBrands: call(
    'GET /v1/users/brands/favourites',
    "The brands the user starred among those they can enter (archived ones too): what the brand switcher marks, without every brand of an enterprise (the brands call's is_favourite)",
    () => ({ query: emptyQuery, data: z.array(BrandListItemSchema), errors: bearerErrors }),
    { extension: true, example: { caller: 'u-enterprise' } },
  ),
  brandPolicy: brandCall(
    'GET /v1/users/brands/:brandId/policy',
    "The user's policy on one brand",
    () => ({
      params: z.object({ brandId: idSegment }).strict(),
      query: emptyQuery,
      data: PolicySchema,
    }),
    { example: { caller: 'u-manager', params: { brandId: 'CH-1-1-1' } } },
  ),
  navigationPreferences: call(
    'GET /v1/users/navigation_preferences',
    'The stored default home page',
    () => ({ query: emptyQuery, data: NavigationPreferencesSchema, errors: bearerErrors }),
    { example: { caller: 'u-halo' } },
  ),
  mfaSetupStatus: call(
    'GET /v1/users/mfa/setup/status',
    'Whether the user must set up multi-factor authentication first',
    () => ({ query: emptyQuery, data: MfaSetupStatusSchema, errors: bearerErrors }),
    { example: { caller: 'u-manager' } },
  ),
  latLong: call(
    'GET /v1/user_lat_long',
    "The visitor's approximate position (noAuth); the mock answers the seeded enterprise's city",
    () => ({ query: emptyQuery, data: LatLongSchema, errors: publicErrors }),
    { auth: 'none', example: {} },
  ),
  logout: call(
    'POST /v1/logout',
    'Ends the session server-side, revoking the refresh token',
    () => ({
      query: emptyQuery,
      body: z.object({ refresh_token: z.string().min(1) }).strict(),
      data: z.object({ logged_out: z.boolean() }),
      errors: { ...bearerErrors, 403: ErrorSchema },
    }),
    { example: { caller: 'u-manager', body: { refresh_token: 'example-refresh-token' } } },
  ),
  sendVerification: call(
    'POST /v1/users/verification/send',
    'Sends an e-mail or SMS verification (type); answers whether the contact is verified already',
    () => ({
      query: emptyQuery,
      body: z.object({ type: VerificationTypeSchema }).strict(),
      data: VerificationSendSchema,
      errors: bearerErrors,
    }),
    { example: { caller: 'u-candidate', body: { type: 'PHONE' } } },
  ),
  checkVerification: call(
    'GET /v1/users/verification/check',
    'Whether the e-mail or phone (type) is verified',
    () => ({
      query: z.object({ type: VerificationTypeSchema }).strict(),
      data: VerificationCheckSchema,
      errors: bearerErrors,
    }),
    { example: { caller: 'u-candidate', query: { type: 'EMAIL' } } },
  ),
  profilePhoto: call(
    'PUT /v1/profile_photo',
    'Replaces the profile photo: multipart file (the cropped 240x240 jpeg, §3), degrees and rotation (multiples of 90, §9)',
    () => ({
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
      data: UserBasicMediaSchema,
      errors: uploadErrors,
    }),
    {
      bodyKind: 'multipart',
      example: {
        caller: 'u-candidate',
        // Multipart examples name fixture files (contracts/pact/fixtures) as "fixture:<name>".
        body: { file: 'fixture:photo.jpg', degrees: '90', rotation: '0' },
      },
    },
  ),
  basicMedia: call(
    'GET /v1/user/basic_media',
    "The caller's profile images",
    () => ({ query: emptyQuery, data: UserBasicMediaSchema, errors: bearerErrors }),
    { example: { caller: 'u-manager' } },
  ),
  policy: call(
    'GET /v1/policy',
    "The caller's policy over several brands (brands_ids, comma list)",
    () => ({
      query: z.object({ brands_ids: commaList }).strict(),
      data: PolicySchema,
      errors: brandErrors,
    }),
    {
      access: { brand: 'query.brands_ids' },
      example: { caller: 'u-enterprise', query: { brands_ids: 'GP-1,CH-1-1-1' } },
    },
  ),
  permissionGrants: call(
    'GET /v2/permissions/users',
    'Whether the caller holds each permission on each brand (brands_ids and permissions, comma lists)',
    () => ({
      query: z.object({ brands_ids: commaList, permissions: commaList }).strict(),
      data: PermissionGrantsSchema,
      errors: brandErrors,
    }),
    {
      access: { brand: 'query.brands_ids' },
      example: {
        caller: 'u-halo',
        query: { brands_ids: 'GP-2', permissions: 'VIEW_HALO_DASHBOARD,VIEW_TEAM_ENGAGEMENT' },
      },
    },
  ),
  isAuthorized: brandCall(
    'GET /v1/brands/:brandId/permissions/is_authorized',
    'authorized when the caller holds every required permission on the brand (optionally of one category)',
    () => ({
      params: z.object({ brandId: idSegment }).strict(),
      query: z
        .object({
          required_permissions: commaList,
          permission_category: z
            .enum(['SCHEDULING', 'HIRING', 'DASHBOARDS', 'SETTINGS'])
            .optional(),
        })
        .strict(),
      data: AuthorizedSchema,
    }),
    {
      example: {
        caller: 'u-manager',
        params: { brandId: 'CH-1-1-1' },
        query: { required_permissions: 'VIEW_APPLICATIONS' },
      },
    },
  ),
};
