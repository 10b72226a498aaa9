/** Registration and passwords (§7). */
import { z } from 'zod';
import { bearerErrors, endpoint, envelope, ErrorSchema, publicErrors } from '../define.ts';
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
  validateEmail: endpoint({
    method: 'POST',
    path: '/v1/registration/validateEmail',
    auth: 'none',
    summary:
      'Whether an e-mail may sign up: available, used, unverified or a hotel-chain domain (§5)',
    schemas: () => ({
      body: z.object({ email: z.email() }).strict(),
      responses: { 200: envelope(EmailValidationSchema), ...publicErrors },
    }),
    example: { body: { email: 'new.person@example.test' } },
  }),
  validateUsername: endpoint({
    method: 'POST',
    path: '/v1/registration/validateUsername',
    auth: 'bearer',
    summary: 'Whether a username is free, with a suggested alternative when it is not (§5)',
    schemas: () => ({
      body: z.object({ username: z.string().min(1).max(40) }).strict(),
      responses: { 200: envelope(UsernameValidationSchema), ...bearerErrors },
    }),
    example: { caller: 'u-candidate', body: { username: 'casey' } },
  }),
  register: endpoint({
    method: 'POST',
    path: '/v1/users/registration',
    auth: 'bearer',
    summary: 'Registers the signed-up identity as a user (and the employer brand)',
    schemas: () => ({
      body: RegistrationSchema,
      responses: { 200: envelope(RegisteredUserSchema), ...bearerErrors, 409: ErrorSchema },
    }),
    example: { caller: 'u-newcomer', body: { first_name: 'Casey', last_name: 'Jones' } },
  }),
  userDetails: endpoint({
    method: 'PUT',
    path: '/v1/users/registration/details',
    auth: 'bearer',
    summary: "The registering user's username and phone number",
    schemas: () => ({
      body: UserDetailsSchema,
      responses: { 200: envelope(z.object({ updated: z.boolean() })), ...bearerErrors },
    }),
    example: {
      caller: 'u-candidate',
      body: { username: 'casey.jones', phone_number: '+12025550143' },
    },
  }),
  brandDetails: endpoint({
    method: 'PUT',
    path: '/v1/users/registration/brands/:brandId/details',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    summary: "The registering employer's brand details (§3 Brand registration details)",
    schemas: () => ({
      params: z.object({ brandId: z.string().min(1) }).strict(),
      body: BrandDetailsSchema,
      responses: {
        200: envelope(z.object({ updated: z.boolean() })),
        ...bearerErrors,
        403: ErrorSchema,
        404: ErrorSchema,
      },
    }),
    example: {
      caller: 'u-hiring',
      params: { brandId: 'CH-1-1-2' },
      body: { slug: 'harbor-cafe', description: 'Breakfast and lunch by the harbour' },
    },
  }),
  federatedRegistration: endpoint({
    method: 'POST',
    path: '/v2/users/federated_registration',
    auth: 'bearer',
    summary: 'Registers a social sign-in identity, called with the bearer token the sign-in gave',
    schemas: () => ({
      body: z.object({ user_type: UserTypeSchema.extract(['CANDIDATE']) }).strict(),
      responses: { 200: envelope(RegisteredUserSchema), ...bearerErrors, 409: ErrorSchema },
    }),
    example: { caller: 'u-newcomer', body: { user_type: 'CANDIDATE' } },
  }),
  lightSignupInvite: endpoint({
    method: 'GET',
    path: '/v1/light_signup',
    auth: 'none',
    summary: 'The invitation behind a light sign-up code',
    schemas: () => ({
      query: z.object({ code: z.string().min(1) }).strict(),
      responses: { 200: envelope(LightSignupInviteSchema), ...publicErrors, 404: ErrorSchema },
    }),
    example: { query: { code: 'INVITE-DEMO' } },
  }),
  lightSignup: endpoint({
    method: 'POST',
    path: '/v1/light_signup',
    auth: 'none',
    summary: 'Completes a light sign-up: names, password, code and a bot-check token (§5)',
    schemas: () => ({
      body: LightSignupBodySchema,
      responses: {
        200: envelope(z.object({ user_id: z.string(), email: z.string() })),
        ...publicErrors,
        404: ErrorSchema,
      },
    }),
    // 'test-pass' is the mock's always-valid bot token, like reCAPTCHA's test keys.
    example: {
      body: {
        first_name: 'Ivy',
        last_name: 'Invited',
        password: 'Harbor-invite-1',
        code: 'INVITE-DEMO',
        bot_token: 'test-pass',
      },
    },
  }),
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
  currencies: endpoint({
    method: 'GET',
    path: '/v1/currencies',
    auth: 'none',
    summary: 'Currencies for employer sign-up, with a symbol map for ISO codes (§3)',
    schemas: () => ({
      responses: { 200: envelope(CurrencyListSchema), ...publicErrors },
    }),
    example: {},
  }),
};
