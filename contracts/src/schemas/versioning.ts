import { z } from 'zod';
import { lazySchema } from '../define.ts';

/** §9: the web app's own version number, which /v1/web_versions is compared against. */
export const WEB_APP_VERSION = 225;
/** §9: version poll default in seconds, overridden by api_pulling_frequency. */
export const DEFAULT_VERSION_POLL_SECONDS = 600;

export const MaintenanceStatusSchema = z.enum(['IN_MAINTENANCE', 'OUT_OF_MAINTENANCE']);
export type MaintenanceStatus = z.infer<typeof MaintenanceStatusSchema>;

/** §3 Version info → maintenance; the action and its time are null when nothing follows maintenance. */
export const MaintenanceSchema = lazySchema(() =>
  z.object({
    status: MaintenanceStatusSchema,
    post_maintenance_action: z.enum(['REVOKE_SESSION']).nullable(),
    post_maintenance_action_time: z.iso.datetime().nullable(),
  }),
);
export type Maintenance = z.infer<typeof MaintenanceSchema>;

export const VersionRuleSchema = lazySchema(() =>
  z.object({
    type: z.enum(['ROUTE', 'BRAND', 'USER', 'SERVICE', 'URL']),
    value: z.string(),
  }),
);
export type VersionRule = z.infer<typeof VersionRuleSchema>;

/**
 * §3 Version info. Our reading where the spec is silent: an empty `rules` list applies to
 * everyone, and a null cache invalidation time means no invalidation is scheduled.
 */
export const VersionInfoSchema = lazySchema(() =>
  z.object({
    version: z.number().int().positive(),
    effective_on: z.iso.datetime(),
    force_update: z.boolean(),
    api_pulling_frequency: z.number().int().positive(),
    maintenance: MaintenanceSchema,
    cache_config: z.object({
      invalidation: z.object({ effective_on: z.iso.datetime().nullable() }),
    }),
    rules: z.array(VersionRuleSchema),
  }),
);
export type VersionInfo = z.infer<typeof VersionInfoSchema>;

/** §3 monitoring settings (real-user monitoring). */
export const RumSettingsSchema = z.object({
  is_enabled: z.boolean(),
  sampling_percentage: z.number().min(0).max(100),
  session_recording_percentage: z.number().min(0).max(100),
});
export type RumSettings = z.infer<typeof RumSettingsSchema>;

/**
 * A brand's monitoring settings. A null sampling percentage means the brand has none set, so the
 * client falls back to the logged-out default of 10 percent (§9 log sampling).
 */
export const BrandRumSettingsSchema = RumSettingsSchema.extend({
  sampling_percentage: z.number().min(0).max(100).nullable(),
});
export type BrandRumSettings = z.infer<typeof BrandRumSettingsSchema>;

/** Our login-time call: when the session's user last authenticated (survives token refresh). */
export const LoginTimeSchema = lazySchema(() => z.object({ login_time: z.iso.datetime() }));
export type LoginTime = z.infer<typeof LoginTimeSchema>;
