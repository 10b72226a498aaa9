/** Registration and passwords (§7). */
import { z } from 'zod';
import { bearerErrors, call, endpoint, envelope, ErrorSchema, publicErrors } from '../define.ts';
import {
  BrandDetailsSchema,
  CurrencyListSchema,
  EmailValidationSchema,
  LightSignupBodySchema,
  LightSignupInviteSchema,
  RegisteredUserSchema,
  RegistrationSchema,
  ResetConfirmationSchema,
  ResetFailureSchema,
  ResetFlowSchema,
  ResetRequestSchema,
  UserDetailsSchema,
  UsernameValidationSchema,
  UserTypeSchema,
} from '../schemas/registration.ts';

/** §8: a failed reset call carries its reason in `data`, which the client throws as is. */
const ResetErrorSchema = ErrorSchema.extend({ data: ResetFailureSchema.optional() });
const resetErrors = { 400: ResetErrorSchema, 503: ErrorSchema } as const;

export const registration = {
  validateEmail: call(
    'POST /v1/registration/validateEmail',
    'Whether an e-mail may sign up: available, used, unverified or a hotel-chain domain (§5)',
    () => ({
      body: z.object({ email: z.email() }).strict(),
      data: EmailValidationSchema,
      errors: publicErrors,
    }),
    { auth: 'none', example: { body: { email: 'new.person@example.test' } } },
  ),
  validateUsername: call(
    'POST /v1/registration/validateUsername',
    'Whether a username is free, with a suggested alternative when it is not (§5)',
    () => ({
      body: z.object({ username: z.string().min(1).max(40) }).strict(),
      data: UsernameValidationSchema,
      errors: bearerErrors,
    }),
    { example: { caller: 'u-candidate', body: { username: 'casey' } } },
  ),
  register: call(
    'POST /v1/users/registration',
    'Registers the signed-up identity as a user (and the employer brand)',
    () => ({
      body: RegistrationSchema,
      data: RegisteredUserSchema,
      errors: { ...bearerErrors, 409: ErrorSchema },
    }),
    { example: { caller: 'u-newcomer', body: { first_name: 'Casey', last_name: 'Jones' } } },
  ),
  userDetails: call(
    'PUT /v1/users/registration/details',
    "The registering user's username and phone number",
    () => ({
      body: UserDetailsSchema,
      data: z.object({ updated: z.boolean() }),
      errors: bearerErrors,
    }),
    {
      example: {
        caller: 'u-candidate',
        body: { username: 'casey.jones', phone_number: '+12025550143' },
      },
    },
  ),
  brandDetails: call(
    'PUT /v1/users/registration/brands/:brandId/details',
    "The registering employer's brand details (§3 Brand registration details)",
    () => ({
      params: z.object({ brandId: z.string().min(1) }).strict(),
      body: BrandDetailsSchema,
      data: z.object({ updated: z.boolean() }),
      errors: { ...bearerErrors, 403: ErrorSchema, 404: ErrorSchema },
    }),
    {
      access: { brand: 'params.brandId' },
      example: {
        caller: 'u-hiring',
        params: { brandId: 'CH-1-1-2' },
        body: { slug: 'harbor-cafe', description: 'Breakfast and lunch by the harbour' },
      },
    },
  ),
  federatedRegistration: call(
    'POST /v2/users/federated_registration',
    'Registers a social sign-in identity, called with the bearer token the sign-in gave',
    () => ({
      body: z.object({ user_type: UserTypeSchema.extract(['CANDIDATE']) }).strict(),
      data: RegisteredUserSchema,
      errors: { ...bearerErrors, 409: ErrorSchema },
    }),
    { example: { caller: 'u-newcomer', body: { user_type: 'CANDIDATE' } } },
  ),
  lightSignupInvite: call(
    'GET /v1/light_signup',
    'The invitation behind a light sign-up code',
    () => ({
      query: z.object({ code: z.string().min(1) }).strict(),
      data: LightSignupInviteSchema,
      errors: { ...publicErrors, 404: ErrorSchema },
    }),
    { auth: 'none', example: { query: { code: 'INVITE-DEMO' } } },
  ),
  // 'test-pass' is the mock's always-valid bot token, like reCAPTCHA's test keys.
  lightSignup: call(
    'POST /v1/light_signup',
    'Completes a light sign-up: names, password, code and a bot-check token (§5)',
    () => ({
      body: LightSignupBodySchema,
      data: z.object({ user_id: z.string(), email: z.string() }),
      errors: { ...publicErrors, 404: ErrorSchema },
    }),
    {
      auth: 'none',
      example: {
        body: {
          first_name: 'Ivy',
          last_name: 'Invited',
          password: 'Harbor-invite-1',
          code: 'INVITE-DEMO',
          bot_token: 'test-pass',
        },
      },
    },
  ),
  requestResetPassword: endpoint({
    method: 'POST',
    path: '/v1/users/request_reset_password',
    auth: 'none',
    summary:
      'Sends a reset link: username, captcha response, optional return_url, flow (default HARRI)',
    schemas: () => ({
      body: ResetRequestSchema,
      responses: {
        200: envelope(
          z.object({ sent: z.boolean(), flow: ResetFlowSchema, attempts_left: z.number().int() }),
        ),
        ...resetErrors,
      },
    }),
    example: { body: { username: 'candidate@demo.test', 'g-recaptcha-response': 'test-pass' } },
  }),
  resetPasswordConfirmation: endpoint({
    method: 'POST',
    path: '/v1/resetPasswordConfirmation',
    auth: 'none',
    summary: 'Sets a new password from a reset code',
    schemas: () => ({
      body: ResetConfirmationSchema,
      responses: {
        200: envelope(z.object({ reset: z.boolean(), return_url: z.string().nullable() })),
        ...resetErrors,
      },
    }),
    example: {
      body: {
        code: 'RESET-DEMO',
        new_password: 'Reset-pass-2026',
        confirm_new_password: 'Reset-pass-2026',
      },
    },
  }),
  validateResetToken: endpoint({
    method: 'POST',
    path: '/v1/validateResetToken',
    auth: 'none',
    summary: 'Whether a reset code is still valid, and for whom',
    schemas: () => ({
      body: z.object({ code: z.string().min(1) }).strict(),
      responses: {
        200: envelope(z.object({ valid: z.boolean(), username: z.string().nullable() })),
        ...publicErrors,
      },
    }),
    example: { body: { code: 'no-such-code' } },
  }),
  currencies: call(
    'GET /v1/currencies',
    'Currencies for employer sign-up, with a symbol map for ISO codes (§3)',
    () => ({ data: CurrencyListSchema, errors: publicErrors }),
    { auth: 'none', example: {} },
  ),
};
