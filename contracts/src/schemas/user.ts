import { z } from 'zod';
import { lazySchema } from '../define.ts';

/** §3 User info. Names default to the empty string. */
export const UserInfoSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    first_name: z.string().default(''),
    last_name: z.string().default(''),
    user_employer: z.boolean(),
    is_shadow_user: z.boolean(),
    /** Our design (spec: "shadow user with the corporate flag"): shadow users of a corporate host. */
    is_corporate: z.boolean().default(false),
    entry_mode: z
      .object({ brand_id: z.string(), brand_type: z.string(), top_level: z.boolean() })
      .nullable(),
    external_auth: z.object({ source: z.string(), first_login: z.boolean() }).nullable(),
    persona: z.object({ name: z.string() }).nullable(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
);
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const HomePageSchema = z.enum(['HALO_DASHBOARD', 'RISK_ANALYSIS', 'HARRI_ENGAGE']);
export type HomePage = z.infer<typeof HomePageSchema>;

export const NavigationPreferencesSchema = lazySchema(() =>
  z.object({
    default_home_page: HomePageSchema.nullable(),
  }),
);
export type NavigationPreferences = z.infer<typeof NavigationPreferencesSchema>;

export const MfaSetupStatusSchema = lazySchema(() => z.object({ setup_required: z.boolean() }));

/** GET /v1/user (shape not shown): the account record behind the session, as registration fills it. */
export const UserAccountSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    first_name: z.string().default(''),
    last_name: z.string().default(''),
    phone: z.string().nullable(),
    user_type: z.enum(['EMPLOYER', 'CANDIDATE']),
    verified: z.boolean(),
  }),
);

/** Where the caller probably is, for maps and location defaults (noAuth). */
export const LatLongSchema = lazySchema(() =>
  z.object({
    latitude: z.number(),
    longitude: z.number(),
    city: z.string(),
    country_code: z.string(),
  }),
);

export const VerificationTypeSchema = z.enum(['EMAIL', 'PHONE']);
/** §7 "returning verified"; `sent` is false when there was nothing to verify. */
export const VerificationSendSchema = lazySchema(() =>
  z.object({ type: VerificationTypeSchema, verified: z.boolean(), sent: z.boolean() }),
);
export const VerificationCheckSchema = lazySchema(() =>
  z.object({ type: VerificationTypeSchema, verified: z.boolean() }),
);

/** GET /v2/permissions/users: per brand, whether the caller holds each permission asked about. */
export const PermissionGrantsSchema = lazySchema(() =>
  z.array(
    z.object({
      brand_id: z.string(),
      permissions: z.array(z.object({ name: z.string(), granted: z.boolean() })),
    }),
  ),
);

export const AuthorizedSchema = lazySchema(() => z.object({ authorized: z.boolean() }));
