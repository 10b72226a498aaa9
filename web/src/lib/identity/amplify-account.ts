/**
 * The account calls of the identity provider that a sign-in never makes (sign-up, TOTP enrolment,
 * password change), apart from ./amplify.ts so the SDK code behind them loads only when one is
 * made, not with every sign-in. lib/auth.ts and ./amplify.ts import this on first use.
 */
import {
  fetchAuthSession,
  setUpTOTP,
  signUp,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { env } from '../../config/env';
import { clientMetadata, configureAuth } from './amplify-config';

export async function changePasswordInApp(oldPassword: string, newPassword: string): Promise<void> {
  configureAuth();
  await updatePassword({ oldPassword, newPassword });
}

/** §5: email, password, phone_number and validation data; the username is a random id. */
export async function signUpIdentity(input: { email: string; password: string; phone: string }) {
  configureAuth();
  return signUp({
    username: crypto.randomUUID(),
    password: input.password,
    options: {
      userAttributes: { email: input.email, phone_number: input.phone },
      validationData: clientMetadata(),
    },
  });
}

/** TOTP enrolment for a user already signed in (RequireAuth sends them to set-up). */
export async function startTotpSetup(): Promise<{ sharedSecret: string; uri: string }> {
  configureAuth();
  const details = await setUpTOTP();
  const { tokens } = await fetchAuthSession();
  const account = String(tokens?.idToken?.payload.email ?? 'account');
  return {
    sharedSecret: details.sharedSecret,
    uri: details.getSetupUri(env.productName, account).toString(),
  };
}

export async function verifyTotp(code: string): Promise<void> {
  configureAuth();
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
}
