/** A brand's settings, positions and media (§7 Brands and groups), spread into the brands area. */
import { z } from 'zod';
import { brandErrors, call } from '../define.ts';
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
import { brandCall, serviceCode, onBrand } from './brand-params.ts';

export const brandSettingsAndMedia = {
  positionsSettings: brandCall(
    'GET /v1/brands/:brandId/positions/settings',
    'Positions settings: level as a comma string [R3-05] and position_management_mode',
    () => ({ query: emptyQuery, data: PositionsSettingsSchema }),
  ),
  businessSetupSettings: brandCall(
    'GET /v1/brands/:brandId/business_setup/settings',
    'Business type, week start, timezone, currency and pay period',
    () => ({ query: emptyQuery, data: BusinessSetupSettingsSchema }),
  ),
  breakWaiverSettings: brandCall(
    'GET /v1/brands/:brandId/break_waiver_files/settings',
    'Whether break waivers are required, and the forms',
    () => ({ query: emptyQuery, data: BreakWaiverSettingsSchema }),
    { access: { brand: 'params.brandId', product: 'TEAM_LIVE' } },
  ),
  settings: brandCall(
    'GET /v1/brands/:brandId/settings',
    'Settings of several services at once (services, comma list of service codes)',
    () => ({
      query: z.object({ services: commaList.pipe(z.array(serviceCode)) }).strict(),
      data: z.array(ServiceSettingsSchema),
    }),
    { example: { ...onBrand(), query: { services: 'TEAM_SCHEDULING,MONITORING' } } },
  ),
  serviceSettings: brandCall(
    'GET /v1/brands/:brandId/services/:service/settings',
    "One service's settings, and its children's with include_children",
    () => ({
      params: z.object({ brandId: idSegment, service: serviceCode }).strict(),
      query: z.object({ include_children: flag }).strict(),
      data: ServiceSettingsWithChildrenSchema,
    }),
    {
      example: {
        caller: 'u-enterprise',
        params: { brandId: 'PA-1-1', service: 'TEAM_SCHEDULING' },
        query: { include_children: 'true' },
      },
    },
  ),
  // §7 lists this one without the /v1 prefix.
  reportingSettings: brandCall(
    'GET /brands/:brandId/services/:code/reporting_settings',
    "A service's reporting location filter (ALL_LEVELS or CHILDREN_ONLY), for the risk dashboard guard (§6)",
    () => ({
      params: z.object({ brandId: idSegment, code: serviceCode }).strict(),
      query: emptyQuery,
      data: ReportingSettingsSchema,
    }),
    { example: { caller: 'u-risk', params: { brandId: 'PA-1-1', code: 'RISK_DETECTION' } } },
  ),
  reportsSettings: brandCall(
    'GET /v1/brands/:brandId/reports/settings',
    "The brand's reports settings, with location_filter_type",
    () => ({ query: emptyQuery, data: ReportsSettingsSchema }),
    { example: { caller: 'u-risk', params: { brandId: 'PA-1-1' } } },
  ),
  employeeBusinesses: call(
    'GET /v1/employees/businesses/brands',
    'The businesses the calling employee works at',
    () => ({ query: emptyQuery, data: z.array(EmployeeBusinessSchema), errors: brandErrors }),
    { example: { caller: 'u-candidate' } },
  ),
  categoryPositions: call(
    'GET /v1/category_positions',
    "Position categories and their positions (of brand_id's enterprise when given)",
    () => ({
      query: z
        .object({ include_archived: flag, get_all_positions: flag, brand_id: idSegment.optional() })
        .strict(),
      data: z.array(PositionCategorySchema),
      errors: brandErrors,
    }),
    {
      access: { brand: 'query.brand_id' },
      example: { caller: 'u-manager', query: { brand_id: 'CH-1-1-1', get_all_positions: 'true' } },
    },
  ),
  positionTypes: call(
    'GET /v1/position_type_lookup',
    'The position types positions are classified by',
    () => ({ query: emptyQuery, data: z.array(PositionTypeSchema), errors: brandErrors }),
    { example: { caller: 'u-manager' } },
  ),
  // §7 has the upload (presigned URL, POST media) but no way to see what a brand already has.
  listMedia: brandCall(
    'GET /v1/brands/:brandId/media',
    `The brand's media, newest first, ${MEDIA_PAGE_SIZE} to a page (limit at most ${MEDIA_PAGE_MAX}); type keeps one kind`,
    () => ({
      query: z
        .object({
          offset: offsetQuery,
          limit: z.coerce.number().int().min(1).max(MEDIA_PAGE_MAX).default(MEDIA_PAGE_SIZE),
          type: MediaTypeSchema.optional(),
        })
        .strict(),
      data: MediaPageSchema,
    }),
    {
      extension: true,
      example: { ...onBrand(), query: { offset: '0', limit: String(MEDIA_PAGE_SIZE) } },
    },
  ),
  presignedUrl: brandCall(
    'GET /v1/brands/:brandId/media/presigned_url',
    'An upload URL (href) on this mock server for PUT {upload_url}, valid for 15 minutes',
    () => ({
      query: z
        .object({
          media_type: MediaTypeSchema,
          media_format: z.string().regex(/^[a-z0-9]{2,5}$/, 'a lower-case file extension'),
          file_name: z.string().min(1).max(200),
        })
        .strict(),
      data: PresignedUrlSchema,
    }),
    {
      example: {
        ...onBrand(),
        query: { media_type: 'VIDEO', media_format: 'mp4', file_name: 'welcome.mp4' },
      },
    },
  ),
  createMedia: brandCall(
    'POST /v1/brands/:brandId/media',
    'Records an uploaded file as brand media; is_hosted only for VIDEO [R3-08]',
    () => ({ query: emptyQuery, body: CreateMediaBodySchema, data: MediaSchema }),
    {
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
    },
  ),
};
