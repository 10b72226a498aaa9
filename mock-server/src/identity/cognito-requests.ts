/**
 * Request bodies of the Cognito operations the mock serves. Unknown fields (UserContextData,
 * ValidationData, DeviceKey, …) are accepted and dropped; a missing required field is an
 * InvalidParameterException, as in Cognito.
 */
import { z } from 'zod';
import { invalidParameter } from './cognito-error.ts';

const StringMap = z.record(z.string(), z.string());
const ClientMetadata = StringMap.optional();

export const InitiateAuthRequest = z.object({
  AuthFlow: z.string(),
  ClientId: z.string(),
  AuthParameters: StringMap.default({}),
  ClientMetadata,
});
export const RespondToAuthChallengeRequest = z.object({
  ChallengeName: z.string(),
  ClientId: z.string(),
  Session: z.string().optional(),
  ChallengeResponses: StringMap.default({}),
  ClientMetadata,
});
export const GetTokensFromRefreshTokenRequest = z.object({
  ClientId: z.string(),
  RefreshToken: z.string(),
  ClientMetadata,
});
export const RevokeTokenRequest = z.object({ ClientId: z.string(), Token: z.string() });
export const AccessTokenRequest = z.object({ AccessToken: z.string() });
export const AssociateSoftwareTokenRequest = z.object({
  AccessToken: z.string().optional(),
  Session: z.string().optional(),
});
export const VerifySoftwareTokenRequest = z.object({
  AccessToken: z.string().optional(),
  Session: z.string().optional(),
  UserCode: z.string(),
});

export function parseRequest<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.infer<Schema> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw invalidParameter(`${issue?.path.join('.') || 'request'}: ${issue?.message ?? 'invalid'}`);
}

const AttributeList = z.array(z.object({ Name: z.string(), Value: z.string() })).default([]);

export const SignUpRequest = z.object({
  ClientId: z.string(),
  Username: z.string().min(1),
  Password: z.string(),
  UserAttributes: AttributeList,
  ValidationData: AttributeList,
});
export const ConfirmSignUpRequest = z.object({
  ClientId: z.string(),
  Username: z.string(),
  ConfirmationCode: z.string(),
});
export const UsernameRequest = z.object({ ClientId: z.string(), Username: z.string() });
export const ChangePasswordRequest = z.object({
  AccessToken: z.string(),
  PreviousPassword: z.string(),
  ProposedPassword: z.string(),
});
export const ConfirmForgotPasswordRequest = z.object({
  ClientId: z.string(),
  Username: z.string(),
  ConfirmationCode: z.string(),
  Password: z.string(),
});
