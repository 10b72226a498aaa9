import { z } from 'zod';
import { lazySchema } from '../define.ts';

/** §3 Registration: user_type defaults to CANDIDATE, registration_mode to NORMAL. */
export const UserTypeSchema = z.enum(['CANDIDATE', 'EMPLOYER']);
export const RegistrationModeSchema = z.enum(['NORMAL', 'LIGHT', 'FEDERATED']);

export const RegistrationSchema = lazySchema(() =>
  z
    .object({
      first_name: z.string().min(1),
      last_name: z.string().min(1),
      user_type: UserTypeSchema.default('CANDIDATE'),
      registration_mode: RegistrationModeSchema.default('NORMAL'),
      currency: z.object({ id: z.number().int() }).strict().optional(),
      brand: z
        .object({ name: z.string().min(1) })
        .strict()
        .optional(),
    })
    .strict(),
);
export type Registration = z.input<typeof RegistrationSchema>;

export const RegisteredUserSchema = lazySchema(() =>
  z.object({
    user_id: z.string(),
    user_type: UserTypeSchema,
    registration_mode: RegistrationModeSchema,
    brand_id: z.string().nullable(),
  }),
);
export type RegisteredUser = z.infer<typeof RegisteredUserSchema>;

/**
 * validateEmail outcomes (§5, §4). Our design: one status per case, and `user_status` so a USED
 * address whose account has no password yet (NO_PASSWORD, DRAFT_NO_PASSWORD) is told apart.
 */
export const EmailStatusSchema = z.enum(['AVAILABLE', 'USED', 'UNVERIFIED', 'CHAIN_DOMAIN']);
export const AccountStatusSchema = z.enum(['ACTIVE', 'NO_PASSWORD', 'DRAFT_NO_PASSWORD']);
export const EmailValidationSchema = lazySchema(() =>
  z.object({
    email: z.string(),
    status: EmailStatusSchema,
    user_status: AccountStatusSchema.nullable(),
    /** For UNVERIFIED: whether a fresh activation link was just sent. */
    activation_sent: z.boolean(),
    message: z.string().nullable(),
  }),
);
export type EmailValidation = z.infer<typeof EmailValidationSchema>;

export const UsernameValidationSchema = lazySchema(() =>
  z.object({
    username: z.string(),
    available: z.boolean(),
    /** A free alternative when the username is taken (§5). */
    suggestion: z.string().nullable(),
    message: z.string().nullable(),
  }),
);
export type UsernameValidation = z.infer<typeof UsernameValidationSchema>;

export const UserDetailsSchema = lazySchema(() =>
  z
    .object({
      username: z
        .string()
        .min(3)
        .max(40)
        .regex(/^[a-z0-9._-]+$/i),
      phone_number: z.string().regex(/^\+[0-9]{6,15}$/),
    })
    .strict(),
);

/** §3 Brand registration details. */
export const BrandDetailsSchema = lazySchema(() =>
  z
    .object({
      slug: z
        .string()
        .min(2)
        .max(60)
        .regex(/^[a-z0-9-]+$/),
      description: z.string().max(2000),
      hecs: z.string().max(60).optional(),
      location: z
        .object({
          google_location: z.object({
            result: z.object({
              formatted_address: z.string().min(1),
              place_id: z.string().optional(),
            }),
          }),
        })
        .optional(),
    })
    .strict(),
);
export type BrandDetails = z.input<typeof BrandDetailsSchema>;

/** An invitation behind a light sign-up code. */
export const LightSignupInviteSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    brand_name: z.string(),
  }),
);
export type LightSignupInvite = z.infer<typeof LightSignupInviteSchema>;

/** §5: light sign-up sends first_name, last_name, password, code and a bot-check token. */
export const LightSignupBodySchema = lazySchema(() =>
  z
    .object({
      first_name: z.string().min(1),
      last_name: z.string().min(1),
      password: z.string().min(8),
      code: z.string().min(1),
      bot_token: z.string().min(1),
    })
    .strict(),
);

export const ResetFlowSchema = z.enum(['HARRI', 'LIGHT', 'EXTERNAL']);
/** §5: username, captcha response, optional return_url, flow defaulting to HARRI. */
export const ResetRequestSchema = lazySchema(() =>
  z
    .object({
      username: z.string().min(1),
      flow: ResetFlowSchema.default('HARRI'),
      'g-recaptcha-response': z.string().min(1),
      return_url: z.string().optional(),
    })
    .strict(),
);

export const ResetConfirmationSchema = lazySchema(() =>
  z
    .object({
      code: z.string().min(1),
      new_password: z.string().min(8),
      confirm_new_password: z.string().min(8),
    })
    .strict(),
);

/** The payload a failed reset call carries in `data` (thrown as is by the web client, §8). */
export const ResetFailureSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    message: z.string(),
    attempts_left: z.number().int().optional(),
  }),
);
export type ResetFailure = z.infer<typeof ResetFailureSchema>;

export const CurrencySchema = lazySchema(() =>
  z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
);
/** §3 Currency list with a symbol map for ISO codes. */
export const CurrencyListSchema = lazySchema(() =>
  z.object({
    currencies: z.array(CurrencySchema),
    symbols: z.record(z.string(), z.string()),
  }),
);
export type CurrencyList = z.infer<typeof CurrencyListSchema>;
