import { z } from 'zod';
import { lazySchema } from '../define.ts';

/** §3 Positions settings: `level` stays a comma-separated string on the wire. */
export const PositionsSettingsSchema = lazySchema(() =>
  z.object({
    level: z.string().regex(/^[A-Z_]+(,[A-Z_]+)*$/, 'comma-separated levels'),
    position_management_mode: z.enum(['CENTRALIZED', 'DECENTRALIZED']),
  }),
);

export const WeekdaySchema = z.enum([
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
]);

/** Business setup, fields not shown: what scheduling and payroll need first. */
export const BusinessSetupSettingsSchema = lazySchema(() =>
  z.object({
    business_type: z.enum(['RESTAURANT', 'HOTEL', 'RETAIL']),
    week_start_day: WeekdaySchema,
    timezone: z.string(),
    currency_code: z.string(),
    pay_period: z.enum(['WEEKLY', 'BIWEEKLY', 'MONTHLY']),
  }),
);

/** Break waiver files, fields not shown: whether waivers are required and the forms to sign. */
export const BreakWaiverSettingsSchema = lazySchema(() =>
  z.object({
    enabled: z.boolean(),
    require_signature: z.boolean(),
    files: z.array(z.object({ uuid: z.string(), name: z.string(), path: z.string() })),
  }),
);

export const SettingValueSchema = lazySchema(() => z.union([z.string(), z.number(), z.boolean()]));

/** One service's settings on a brand; values are a flat map because each service names its own. */
export const ServiceSettingsSchema = z.object({
  service: z.string(),
  brand_id: z.string(),
  enabled: z.boolean(),
  values: z.record(z.string(), SettingValueSchema),
});
export const ServiceSettingsWithChildrenSchema = ServiceSettingsSchema.extend({
  children: z.array(ServiceSettingsSchema).optional(),
});

export const LocationFilterTypeSchema = z.enum(['ALL_LEVELS', 'CHILDREN_ONLY']);
/** §3 reporting settings; null when the brand never chose a filter (risk dashboard guard, §6). */
export const ReportingSettingsSchema = lazySchema(() =>
  z.object({
    brand_id: z.string(),
    service: z.string(),
    location_filter_type: LocationFilterTypeSchema.nullable(),
  }),
);
export const ReportsSettingsSchema = lazySchema(() =>
  z.object({
    brand_id: z.string(),
    location_filter_type: LocationFilterTypeSchema.nullable(),
    default_period: z.enum(['DAY', 'WEEK', 'MONTH']),
  }),
);

/** TEAM_LIVE settings, fields not shown: clock-in rules. */
export const TeamliveSettingsSchema = lazySchema(() =>
  z.object({
    brand_id: z.string(),
    enabled: z.boolean(),
    clock_in_radius_meters: z.number().int(),
    allow_mobile_clock_in: z.boolean(),
    early_clock_in_minutes: z.number().int(),
    auto_clock_out_hours: z.number().int(),
  }),
);
