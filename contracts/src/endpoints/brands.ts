/** Brands and groups (§7). Every call on a brand answers 403 when the caller's policy does not cover it. */
import { z } from 'zod';
import {
  brandErrors,
  call,
  type CallOptions,
  type EndpointExample,
  type Product,
} from '../define.ts';
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
import {
  commaList,
  emptyQuery,
  flag,
  idSegment,
  offsetQuery,
  pageOf,
  repeated,
} from '../schemas/common.ts';
import { TeamliveSettingsSchema } from '../schemas/settings.ts';
import {
  BrandUserSchema,
  TeamRequiredDataSchema,
  TeamUserSchema,
  TeamViewSchema,
  UserBasicInfoSchema,
  UserLocationSchema,
} from '../schemas/team.ts';
import { brandCall, onBrand } from './brand-params.ts';
import { brandSettingsAndMedia } from './brand-settings.ts';

const groupParams = z.object({ groupId: idSegment }).strict();

/** The calls on a GP- group: scoped to it, made by the demo enterprise user on GP-1. */
const onGroup = { caller: 'u-enterprise', params: { groupId: 'GP-1' } };
const groupScope = (product?: Product, example: EndpointExample = onGroup): CallOptions => ({
  access: { brand: 'params.groupId', ...(product ? { product } : {}) },
  example,
});

export const brands = {
  groupBrands: call(
    'GET /v1/groups/:groupId/brands',
    'The brands of a group, optionally with services and permissions; cached stale-while-revalidate',
    () => ({
      params: groupParams,
      query: z
        .object({ include_services: flag, include_permissions: flag, include_archived: flag })
        .strict(),
      data: z.array(GroupBrandSchema),
      errors: brandErrors,
    }),
    groupScope(undefined, {
      ...onGroup,
      query: { include_services: 'true', include_permissions: 'true' },
    }),
  ),
  groupUnreadCount: call(
    'GET /v1/groups/:groupId/unread_message_count_employer',
    "Unread candidate messages across the group's locations",
    () => ({ params: groupParams, query: emptyQuery, data: CountSchema, errors: brandErrors }),
    groupScope('SOURCE_HIRE'),
  ),
  messageBoard: call(
    // The spec's own spelling ("baord") is the path the client calls.
    'GET /v1/groups/:groupId/employer/message_baord_data',
    'Per location of the group: message threads, unread count and last message time',
    () => ({
      params: groupParams,
      query: z.object({ include_archived: flag }).strict(),
      data: MessageBoardSchema,
      errors: brandErrors,
    }),
    groupScope('SOURCE_HIRE'),
  ),
  group: call(
    'GET /v1/gps/:groupId',
    'A GP- group: name, enterprise and counts',
    () => ({ params: groupParams, query: emptyQuery, data: GroupSchema, errors: brandErrors }),
    groupScope(),
  ),
  teamliveSettings: brandCall(
    'GET /v1/teamlive/brands/:brandId/settings',
    'TEAM_LIVE clock-in settings of a brand',
    () => ({ query: emptyQuery, data: TeamliveSettingsSchema }),
    {
      access: { brand: 'params.brandId', product: 'TEAM_LIVE' },
      example: { caller: 'u-scheduler', params: { brandId: 'CH-1-1-3' } },
    },
  ),
  services: call(
    'GET /v1/brands/services',
    'Services of the given brands (repeated brand_ids), optionally with their children',
    () => ({
      query: z.object({ brand_ids: repeated, include_children: flag }).strict(),
      data: BrandServicesSchema,
      errors: brandErrors,
    }),
    {
      access: { brand: 'query.brand_ids' },
      example: { caller: 'u-manager', query: { brand_ids: 'CH-1-1-1' } },
    },
  ),
  users: brandCall(
    'GET /v1/brands/:brandId/users',
    'Employees of a brand, and of its descendants with include_children',
    () => ({
      query: z.object({ include_children: flag }).strict(),
      data: z.array(BrandUserSchema),
    }),
  ),
  userSearch: brandCall(
    'GET /v1/brands/:brandId/users/search',
    'The employees of a brand and its locations whose name or position holds every word of q (accents and case aside), by last name; a page of limit with the total, so search never downloads the whole staff',
    () => ({
      query: z
        .object({
          q: z.string().trim().min(1).max(100),
          limit: z.coerce.number().int().min(1).max(50).default(20),
        })
        .strict(),
      data: z.object({ users: z.array(BrandUserSchema), total: z.number().int().min(0) }),
    }),
    {
      extension: true,
      example: { ...onBrand(), query: { q: 'casey', limit: '5' } },
    },
  ),
  teamUsers: brandCall(
    'GET /v3/brands/:brandId/users',
    '§3 Team user query: user_ids (comma list), view, schedulable, required_data (comma list)',
    () => ({
      query: z
        .object({
          user_ids: commaList.optional(),
          view: TeamViewSchema.default('MINIMAL'),
          schedulable: flag,
          required_data: commaList.pipe(z.array(TeamRequiredDataSchema)).optional(),
        })
        .strict(),
      data: z.array(TeamUserSchema),
    }),
    {
      example: {
        ...onBrand(),
        query: { view: 'FULL', schedulable: 'true', required_data: 'POSITIONS,CONTACT' },
      },
    },
  ),
  userBasicInfo: brandCall(
    'GET /v1/brands/:brandId/users/:userId/basic_info',
    "An employee's profile card; 404 when they do not work under the brand",
    () => ({
      params: z.object({ brandId: idSegment, userId: idSegment }).strict(),
      query: emptyQuery,
      data: UserBasicInfoSchema,
    }),
    { example: { caller: 'u-manager', params: { brandId: 'CH-1-1-1', userId: 'e-CH-1-1-1-1' } } },
  ),
  userLocations: brandCall(
    'GET /v1/brands/:brandId/users/locations',
    'The locations under the brand the caller may act on, with head counts',
    () => ({ query: emptyQuery, data: z.array(UserLocationSchema) }),
    { example: { caller: 'u-enterprise', params: { brandId: 'PA-1-1' } } },
  ),
  locationsPage: brandCall(
    'GET /v1/brands/:brandId/users/locations/page',
    'A page of the locations userLocations lists, those whose name, city, address or id hold q (accents and case aside), with the total, and how many locations and people the brand has in all: the access portal shows ten of hundreds',
    () => ({
      query: z
        .object({
          q: z.string().trim().max(100).optional(),
          offset: offsetQuery,
          limit: z.coerce.number().int().min(1).max(50).default(10),
        })
        .strict(),
      data: pageOf('locations', UserLocationSchema, {
        all_locations: z.number().int(),
        all_people: z.number().int(),
      }),
    }),
    {
      extension: true,
      example: {
        caller: 'u-enterprise',
        params: { brandId: 'GP-1' },
        query: { q: 'kitchen', offset: '0', limit: '5' },
      },
    },
  ),
  basicInfo: brandCall(
    'GET /v1/brands/:brandId/basic_info',
    'Name, type, slug and theme colours of a brand; its child locations with include_locations',
    () => ({
      query: z.object({ include_locations: flag }).strict(),
      data: BrandBasicInfoSchema,
    }),
    {
      example: {
        caller: 'u-enterprise',
        params: { brandId: 'PA-1-1' },
        query: { include_locations: 'true' },
      },
    },
  ),
  basicMedia: brandCall(
    'GET /v1/brand/basic_media/:brandId',
    "The brand's logo and cover image",
    () => ({ query: emptyQuery, data: BrandBasicMediaSchema }),
  ),
  addFavourite: brandCall(
    'POST /v1/brands/:brandId/employers/favourites',
    "Stars the brand in the caller's brand list (idempotent)",
    () => ({ query: emptyQuery, data: FavouriteSchema }),
  ),
  removeFavourite: brandCall(
    'DELETE /v1/brands/:brandId/employers/favourites',
    'Un-stars the brand (idempotent)',
    () => ({ query: emptyQuery, data: FavouriteSchema }),
  ),
  tree: brandCall(
    'GET /v1/brands/:brandId/tree',
    'The brand and its descendants as a tree; filter_by_services (comma list) keeps branches with any of them',
    () => ({
      query: z
        .object({
          include_parent: flag,
          include_jobs: flag,
          include_archived: flag,
          filter_by_services: commaList.optional(),
        })
        .strict(),
      data: BrandTreeSchema,
    }),
    {
      example: {
        caller: 'u-enterprise',
        params: { brandId: 'GP-1' },
        query: { include_parent: 'true', include_jobs: 'true' },
      },
    },
  ),
  search: brandCall(
    'POST /v1/brands/:brandId/brands/search',
    'Searches brands under the brand by name, city or id',
    () => ({ body: BrandSearchBodySchema, data: BrandSearchResultSchema }),
    {
      example: {
        caller: 'u-enterprise',
        params: { brandId: 'GP-1' },
        body: { query: 'kitchen', limit: 5 },
      },
    },
  ),
  location: brandCall(
    'GET /v1/brand/location/:brandId',
    "The brand's address and coordinates",
    () => ({ query: emptyQuery, data: BrandLocationSchema }),
  ),
  suspension: brandCall(
    'GET /v1/brands/:brandId/account_suspension/check',
    'is_suspended for the brand (§3 Account suspension)',
    () => ({ query: emptyQuery, data: SuspensionSchema }),
  ),
  ...brandSettingsAndMedia,
};
