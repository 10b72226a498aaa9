/** Brands and groups (§7). Every call on a brand answers 403 when the caller's policy does not cover it. */
import { z } from 'zod';
import { brandErrors, endpoint, envelope } from '../define.ts';
import {
  BrandBasicInfoSchema,
  BrandBasicMediaSchema,
  BrandLocationSchema,
  BrandSearchBodySchema,
  BrandSearchResultSchema,
  BrandServicesSchema,
  BrandTreeSchema,
  CountSchema,
  FavouriteSchema,
  GroupBrandSchema,
  GroupSchema,
  MessageBoardSchema,
  SuspensionSchema,
} from '../schemas/brand.ts';
import { commaList, emptyQuery, flag, idSegment, repeated } from '../schemas/common.ts';
import { TeamliveSettingsSchema } from '../schemas/settings.ts';
import {
  BrandUserSchema,
  TeamRequiredDataSchema,
  TeamUserSchema,
  TeamViewSchema,
  UserBasicInfoSchema,
  UserLocationSchema,
} from '../schemas/team.ts';
import { brandParams, onBrand } from './brand-params.ts';
import { brandSettingsAndMedia } from './brand-settings.ts';

const groupParams = z.object({ groupId: idSegment }).strict();

const onGroup = { caller: 'u-enterprise', params: { groupId: 'GP-1' } };

export const brands = {
  groupBrands: endpoint({
    method: 'GET',
    path: '/v1/groups/:groupId/brands',
    auth: 'bearer',
    access: { brand: 'params.groupId' },
    summary:
      'The brands of a group, optionally with services and permissions; cached stale-while-revalidate',
    schemas: () => ({
      params: groupParams,
      query: z
        .object({ include_services: flag, include_permissions: flag, include_archived: flag })
        .strict(),
      responses: { 200: envelope(z.array(GroupBrandSchema)), ...brandErrors },
    }),
    example: { ...onGroup, query: { include_services: 'true', include_permissions: 'true' } },
  }),
  groupUnreadCount: endpoint({
    method: 'GET',
    path: '/v1/groups/:groupId/unread_message_count_employer',
    auth: 'bearer',
    access: { brand: 'params.groupId', product: 'SOURCE_HIRE' },
    summary: "Unread candidate messages across the group's locations",
    schemas: () => ({
      params: groupParams,
      query: emptyQuery,
      responses: { 200: envelope(CountSchema), ...brandErrors },
    }),
    example: onGroup,
  }),
  messageBoard: endpoint({
    name: 'GET /v1/groups/{groupId}/employer/message_baord_data',
    method: 'GET',
    // The spec's own spelling ("baord") is the path the client calls.
    path: '/v1/groups/:groupId/employer/message_baord_data',
    auth: 'bearer',
    access: { brand: 'params.groupId', product: 'SOURCE_HIRE' },
    summary: 'Per location of the group: message threads, unread count and last message time',
    schemas: () => ({
      params: groupParams,
      query: z.object({ include_archived: flag }).strict(),
      responses: { 200: envelope(MessageBoardSchema), ...brandErrors },
    }),
    example: onGroup,
  }),
  group: endpoint({
    method: 'GET',
    path: '/v1/gps/:groupId',
    auth: 'bearer',
    access: { brand: 'params.groupId' },
    summary: 'A GP- group: name, enterprise and counts',
    schemas: () => ({
      params: groupParams,
      query: emptyQuery,
      responses: { 200: envelope(GroupSchema), ...brandErrors },
    }),
    example: onGroup,
  }),
  teamliveSettings: endpoint({
    method: 'GET',
    path: '/v1/teamlive/brands/:brandId/settings',
    auth: 'bearer',
    access: { brand: 'params.brandId', product: 'TEAM_LIVE' },
    summary: 'TEAM_LIVE clock-in settings of a brand',
    schemas: () => ({
      params: brandParams,
      query: emptyQuery,
      responses: { 200: envelope(TeamliveSettingsSchema), ...brandErrors },
    }),
    example: { caller: 'u-scheduler', params: { brandId: 'CH-1-1-3' } },
  }),
  services: endpoint({
    method: 'GET',
    path: '/v1/brands/services',
    auth: 'bearer',
    access: { brand: 'query.brand_ids' },
    summary: 'Services of the given brands (repeated brand_ids), optionally with their children',
    schemas: () => ({
      query: z.object({ brand_ids: repeated, include_children: flag }).strict(),
      responses: { 200: envelope(BrandServicesSchema), ...brandErrors },
    }),
    example: { caller: 'u-manager', query: { brand_ids: 'CH-1-1-1' } },
  }),
  users: endpoint({
    method: 'GET',
    path: '/v1/brands/:brandId/users',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary: 'Employees of a brand, and of its descendants with include_children',
    schemas: () => ({
      params: brandParams,
      query: z.object({ include_children: flag }).strict(),
      responses: { 200: envelope(z.array(BrandUserSchema)), ...brandErrors },
    }),
    example: onBrand(),
  }),
  teamUsers: endpoint({
    method: 'GET',
    path: '/v3/brands/:brandId/users',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary:
      '§3 Team user query: user_ids (comma list), view, schedulable, required_data (comma list)',
    schemas: () => ({
      params: brandParams,
      query: z
        .object({
          user_ids: commaList.optional(),
          view: TeamViewSchema.default('MINIMAL'),
          schedulable: flag,
          required_data: commaList.pipe(z.array(TeamRequiredDataSchema)).optional(),
        })
        .strict(),
      responses: { 200: envelope(z.array(TeamUserSchema)), ...brandErrors },
    }),
    example: {
      ...onBrand(),
      query: { view: 'FULL', schedulable: 'true', required_data: 'POSITIONS,CONTACT' },
    },
  }),
  userBasicInfo: endpoint({
    method: 'GET',
    path: '/v1/brands/:brandId/users/:userId/basic_info',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary: "An employee's profile card; 404 when they do not work under the brand",
    schemas: () => ({
      params: z.object({ brandId: idSegment, userId: idSegment }).strict(),
      query: emptyQuery,
      responses: { 200: envelope(UserBasicInfoSchema), ...brandErrors },
    }),
    example: { caller: 'u-manager', params: { brandId: 'CH-1-1-1', userId: 'e-CH-1-1-1-1' } },
  }),
  userLocations: endpoint({
    method: 'GET',
    path: '/v1/brands/:brandId/users/locations',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary: 'The locations under the brand the caller may act on, with head counts',
    schemas: () => ({
      params: brandParams,
      query: emptyQuery,
      responses: { 200: envelope(z.array(UserLocationSchema)), ...brandErrors },
    }),
    example: { caller: 'u-enterprise', params: { brandId: 'PA-1-1' } },
  }),
  basicInfo: endpoint({
    method: 'GET',
    path: '/v1/brands/:brandId/basic_info',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary:
      'Name, type, slug and theme colours of a brand; its child locations with include_locations',
    schemas: () => ({
      params: brandParams,
      query: z.object({ include_locations: flag }).strict(),
      responses: { 200: envelope(BrandBasicInfoSchema), ...brandErrors },
    }),
    example: {
      caller: 'u-enterprise',
      params: { brandId: 'PA-1-1' },
      query: { include_locations: 'true' },
    },
  }),
  basicMedia: endpoint({
    method: 'GET',
    path: '/v1/brand/basic_media/:brandId',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary: "The brand's logo and cover image",
    schemas: () => ({
      params: brandParams,
      query: emptyQuery,
      responses: { 200: envelope(BrandBasicMediaSchema), ...brandErrors },
    }),
    example: onBrand(),
  }),
  addFavourite: endpoint({
    method: 'POST',
    path: '/v1/brands/:brandId/employers/favourites',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    schemas: () => ({
      query: emptyQuery,
      params: brandParams,
      responses: { 200: envelope(FavouriteSchema), ...brandErrors },
    }),
    summary: "Stars the brand in the caller's brand list (idempotent)",
    example: onBrand(),
  }),
  removeFavourite: endpoint({
    method: 'DELETE',
    path: '/v1/brands/:brandId/employers/favourites',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    schemas: () => ({
      query: emptyQuery,
      params: brandParams,
      responses: { 200: envelope(FavouriteSchema), ...brandErrors },
    }),
    summary: 'Un-stars the brand (idempotent)',
    example: onBrand(),
  }),
  tree: endpoint({
    method: 'GET',
    path: '/v1/brands/:brandId/tree',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary:
      'The brand and its descendants as a tree; filter_by_services (comma list) keeps branches with any of them',
    schemas: () => ({
      params: brandParams,
      query: z
        .object({
          include_parent: flag,
          include_jobs: flag,
          include_archived: flag,
          filter_by_services: commaList.optional(),
        })
        .strict(),
      responses: { 200: envelope(BrandTreeSchema), ...brandErrors },
    }),
    example: {
      caller: 'u-enterprise',
      params: { brandId: 'GP-1' },
      query: { include_parent: 'true', include_jobs: 'true' },
    },
  }),
  search: endpoint({
    method: 'POST',
    path: '/v1/brands/:brandId/brands/search',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary: 'Searches brands under the brand by name, city or id',
    schemas: () => ({
      params: brandParams,
      body: BrandSearchBodySchema,
      responses: { 200: envelope(BrandSearchResultSchema), ...brandErrors },
    }),
    example: {
      caller: 'u-enterprise',
      params: { brandId: 'GP-1' },
      body: { query: 'kitchen', limit: 5 },
    },
  }),
  location: endpoint({
    method: 'GET',
    path: '/v1/brand/location/:brandId',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary: "The brand's address and coordinates",
    schemas: () => ({
      params: brandParams,
      query: emptyQuery,
      responses: { 200: envelope(BrandLocationSchema), ...brandErrors },
    }),
    example: onBrand(),
  }),
  suspension: endpoint({
    method: 'GET',
    path: '/v1/brands/:brandId/account_suspension/check',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary: 'is_suspended for the brand (§3 Account suspension)',
    schemas: () => ({
      params: brandParams,
      query: emptyQuery,
      responses: { 200: envelope(SuspensionSchema), ...brandErrors },
    }),
    example: onBrand(),
  }),
  ...brandSettingsAndMedia,
};
