/** A brand's settings, positions and media (§7 Brands and groups), spread into the brands area. */
import { z } from 'zod';
import { brandErrors, endpoint, envelope } from '../define.ts';
import { commaList, emptyQuery, flag, idSegment, offsetQuery } from '../schemas/common.ts';
import {
  CreateMediaBodySchema,
  MEDIA_PAGE_MAX,
  MEDIA_PAGE_SIZE,
  MediaPageSchema,
  MediaSchema,
  MediaTypeSchema,
  PresignedUrlSchema,
} from '../schemas/media.ts';
import { PositionCategorySchema, PositionTypeSchema } from '../schemas/position.ts';
import {
  BreakWaiverSettingsSchema,
  BusinessSetupSettingsSchema,
  PositionsSettingsSchema,
  ReportingSettingsSchema,
  ReportsSettingsSchema,
  ServiceSettingsSchema,
  ServiceSettingsWithChildrenSchema,
} from '../schemas/settings.ts';
import { EmployeeBusinessSchema } from '../schemas/team.ts';
import { brandParams, onBrand, serviceCode } from './brand-params.ts';

export const brandSettingsAndMedia = {
  positionsSettings: endpoint({
    method: 'GET',
    path: '/v1/brands/:brandId/positions/settings',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary: 'Positions settings: level as a comma string [R3-05] and position_management_mode',
    schemas: () => ({
      params: brandParams,
      query: emptyQuery,
      responses: { 200: envelope(PositionsSettingsSchema), ...brandErrors },
    }),
    example: onBrand(),
  }),
  businessSetupSettings: endpoint({
    method: 'GET',
    path: '/v1/brands/:brandId/business_setup/settings',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary: 'Business type, week start, timezone, currency and pay period',
    schemas: () => ({
      params: brandParams,
      query: emptyQuery,
      responses: { 200: envelope(BusinessSetupSettingsSchema), ...brandErrors },
    }),
    example: onBrand(),
  }),
  breakWaiverSettings: endpoint({
    method: 'GET',
    path: '/v1/brands/:brandId/break_waiver_files/settings',
    auth: 'bearer',
    access: { brand: 'params.brandId', product: 'TEAM_LIVE' },
    summary: 'Whether break waivers are required, and the forms',
    schemas: () => ({
      params: brandParams,
      query: emptyQuery,
      responses: { 200: envelope(BreakWaiverSettingsSchema), ...brandErrors },
    }),
    example: onBrand(),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/v1/brands/:brandId/settings',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary: 'Settings of several services at once (services, comma list of service codes)',
    schemas: () => ({
      params: brandParams,
      query: z.object({ services: commaList.pipe(z.array(serviceCode)) }).strict(),
      responses: { 200: envelope(z.array(ServiceSettingsSchema)), ...brandErrors },
    }),
    example: { ...onBrand(), query: { services: 'TEAM_SCHEDULING,MONITORING' } },
  }),
  serviceSettings: endpoint({
    method: 'GET',
    path: '/v1/brands/:brandId/services/:service/settings',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary: "One service's settings, and its children's with include_children",
    schemas: () => ({
      params: z.object({ brandId: idSegment, service: serviceCode }).strict(),
      query: z.object({ include_children: flag }).strict(),
      responses: { 200: envelope(ServiceSettingsWithChildrenSchema), ...brandErrors },
    }),
    example: {
      caller: 'u-enterprise',
      params: { brandId: 'PA-1-1', service: 'TEAM_SCHEDULING' },
      query: { include_children: 'true' },
    },
  }),
  reportingSettings: endpoint({
    method: 'GET',
    // §7 lists this one without the /v1 prefix.
    path: '/brands/:brandId/services/:code/reporting_settings',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary:
      "A service's reporting location filter (ALL_LEVELS or CHILDREN_ONLY), for the risk dashboard guard (§6)",
    schemas: () => ({
      params: z.object({ brandId: idSegment, code: serviceCode }).strict(),
      query: emptyQuery,
      responses: { 200: envelope(ReportingSettingsSchema), ...brandErrors },
    }),
    example: { caller: 'u-risk', params: { brandId: 'PA-1-1', code: 'RISK_DETECTION' } },
  }),
  reportsSettings: endpoint({
    method: 'GET',
    path: '/v1/brands/:brandId/reports/settings',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary: "The brand's reports settings, with location_filter_type",
    schemas: () => ({
      params: brandParams,
      query: emptyQuery,
      responses: { 200: envelope(ReportsSettingsSchema), ...brandErrors },
    }),
    example: { caller: 'u-risk', params: { brandId: 'PA-1-1' } },
  }),
  employeeBusinesses: endpoint({
    method: 'GET',
    path: '/v1/employees/businesses/brands',
    auth: 'bearer',
    summary: 'The businesses the calling employee works at',
    schemas: () => ({
      query: emptyQuery,
      responses: { 200: envelope(z.array(EmployeeBusinessSchema)), ...brandErrors },
    }),
    example: { caller: 'u-candidate' },
  }),
  categoryPositions: endpoint({
    method: 'GET',
    path: '/v1/category_positions',
    auth: 'bearer',
    access: { brand: 'query.brand_id' },
    summary: "Position categories and their positions (of brand_id's enterprise when given)",
    schemas: () => ({
      query: z
        .object({ include_archived: flag, get_all_positions: flag, brand_id: idSegment.optional() })
        .strict(),
      responses: { 200: envelope(z.array(PositionCategorySchema)), ...brandErrors },
    }),
    example: { caller: 'u-manager', query: { brand_id: 'CH-1-1-1', get_all_positions: 'true' } },
  }),
  positionTypes: endpoint({
    method: 'GET',
    path: '/v1/position_type_lookup',
    auth: 'bearer',
    summary: 'The position types positions are classified by',
    schemas: () => ({
      query: emptyQuery,
      responses: { 200: envelope(z.array(PositionTypeSchema)), ...brandErrors },
    }),
    example: { caller: 'u-manager' },
  }),
  listMedia: endpoint({
    method: 'GET',
    path: '/v1/brands/:brandId/media',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    // §7 has the upload (presigned URL, POST media) but no way to see what a brand already has.
    extension: true,
    summary: `The brand's media, newest first, ${MEDIA_PAGE_SIZE} to a page (limit at most ${MEDIA_PAGE_MAX}); type keeps one kind`,
    schemas: () => ({
      params: brandParams,
      query: z
        .object({
          offset: offsetQuery,
          limit: z.coerce.number().int().min(1).max(MEDIA_PAGE_MAX).default(MEDIA_PAGE_SIZE),
          type: MediaTypeSchema.optional(),
        })
        .strict(),
      responses: { 200: envelope(MediaPageSchema), ...brandErrors },
    }),
    example: { ...onBrand(), query: { offset: '0', limit: String(MEDIA_PAGE_SIZE) } },
  }),
  presignedUrl: endpoint({
    method: 'GET',
    path: '/v1/brands/:brandId/media/presigned_url',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary: 'An upload URL (href) on this mock server for PUT {upload_url}, valid for 15 minutes',
    schemas: () => ({
      params: brandParams,
      query: z
        .object({
          media_type: MediaTypeSchema,
          media_format: z.string().regex(/^[a-z0-9]{2,5}$/, 'a lower-case file extension'),
          file_name: z.string().min(1).max(200),
        })
        .strict(),
      responses: { 200: envelope(PresignedUrlSchema), ...brandErrors },
    }),
    example: {
      ...onBrand(),
      query: { media_type: 'VIDEO', media_format: 'mp4', file_name: 'welcome.mp4' },
    },
  }),
  createMedia: endpoint({
    method: 'POST',
    path: '/v1/brands/:brandId/media',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    schemas: () => ({
      query: emptyQuery,
      params: brandParams,
      body: CreateMediaBodySchema,
      responses: { 200: envelope(MediaSchema), ...brandErrors },
    }),
    summary: 'Records an uploaded file as brand media; is_hosted only for VIDEO [R3-08]',
    example: {
      ...onBrand(),
      body: {
        title: 'Welcome',
        type: 'VIDEO',
        format: 'mp4',
        path: '/__uploads/demo-upload',
        is_hosted: true,
        positions: [],
      },
    },
  }),
};
