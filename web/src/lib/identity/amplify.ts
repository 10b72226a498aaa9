/**
 * The identity provider, through the real aws-amplify SDK (spec §7 "Identity provider").
 * Offline, `userPoolEndpoint` points at the mock server's Cognito-compatible pool.
 *
 * The sign-in calls of aws-amplify live here (its configuration in ./amplify-config.ts, the rarer
 * account calls in ./amplify-account.ts), in a chunk of their own: the app reaches them only
 * through lib/auth.ts, which imports this on first use, so the SDK stays out of the entry chunk.
 * The /ilm frame page (frame-entry.ts) imports it directly.
 */
import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { decodeJwt } from 'jose';
import { clientMetadata, configureAuth } from './amplify-config';
import type { ChallengeType } from './challenges';
import type { IdentityService } from './identity-service';
import type { OAuthTokens } from './oauth';
import { createAccessTokenGetter, singleFlight } from './token-expiry';

// lib/auth.ts loads this module on first use and configures the SDK through it.
export { configureAuth };

/** Spec §7: login by the custom-auth flow with validation data naming the system. */
export async function loginInApp(username: string, password: string) {
  configureAuth();
  return signIn({
    username,
    password,
    options: { authFlowType: 'CUSTOM_WITH_SRP', clientMetadata: clientMetadata() },
  });
}

/** Answers the sign-in's pending challenge (a TOTP code during MFA set-up, or a custom answer). */
export async function confirmLogin(answer: string) {
  configureAuth();
  return confirmSignIn({ challengeResponse: answer });
}

/** §7 "refresh": new tokens from the refresh token; `force` skips the still-valid check. */
const refreshInApp = singleFlight(async () => {
  configureAuth();
  const session = await fetchAuthSession({ forceRefresh: true });
  return session.tokens?.accessToken.toString() ?? null;
});

/** The current access token, refreshed first (one refresh at a time) when it expires within 60 s. */
const getAccessTokenInApp = createAccessTokenGetter({
  async current() {
    configureAuth();
    const token = (await fetchAuthSession()).tokens?.accessToken;
    return token ? { token: token.toString(), exp: token.payload.exp ?? 0 } : null;
  },
  refresh: refreshInApp,
  now: () => Date.now(),
});

/** The stored access token's claims, without refreshing; undefined when signed out. */
export async function currentAccessClaims() {
  configureAuth();
  return (await fetchAuthSession()).tokens?.accessToken.payload;
}

export async function getRefreshToken(): Promise<string | null> {
  configureAuth();
  const tokens = await cognitoUserPoolsTokenProvider.authTokenStore.loadTokens();
  return tokens?.refreshToken ?? null;
}

export async function logoutIdentity(): Promise<void> {
  configureAuth();
  await signOut();
}

type Jwt = NonNullable<Awaited<ReturnType<typeof fetchAuthSession>>['tokens']>['accessToken'];

const jwt = (token: string): Jwt => ({
  payload: decodeJwt(token) as Jwt['payload'],
  toString: () => token,
});

/** Keeps the tokens of a social sign-in in Amplify's store; Amplify refreshes them from there. */
export async function storeOAuthTokens(tokens: OAuthTokens): Promise<void> {
  configureAuth();
  const accessToken = jwt(tokens.access_token);
  await cognitoUserPoolsTokenProvider.authTokenStore.storeTokens({
    accessToken,
    idToken: jwt(tokens.id_token),
    refreshToken: tokens.refresh_token,
    clockDrift: 0,
    username: String(accessToken.payload.username ?? accessToken.payload.sub ?? ''),
  });
}

/** §7 "clearing stored identity keys": Amplify's own keys, without a server round trip. */
async function clearKeysInApp(): Promise<void> {
  configureAuth();
  await cognitoUserPoolsTokenProvider.authTokenStore.clearTokens();
}

/**
 * §4: the sign-in of a challenge login (lib/auth.ts keeps the pending challenges): starts the
 * custom flow with the reference, then answers the custom challenge with what `answer` returns.
 */
export async function signInWithChallenge(
  username: string,
  type: ChallengeType,
  reference: string,
  answer: (parameters: Record<string, string | undefined>) => Promise<string | undefined>,
) {
  configureAuth();
  const started = await signIn({
    username,
    options: {
      authFlowType: 'CUSTOM_WITHOUT_SRP',
      clientMetadata: { ...clientMetadata(), challenge_type: type, reference },
    },
  });
  if (started.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') return started;
  const response = await answer(started.nextStep.additionalInfo ?? {});
  if (response === undefined) return started;
  return confirmSignIn({ challengeResponse: response });
}

/** The in-app service: what this window runs itself, and what the /ilm frame serves. */
export const inAppIdentity = {
  login: loginInApp,
  getAccessToken: getAccessTokenInApp,
  refresh: refreshInApp,
  // Changing a password is rare: its SDK calls load with ./amplify-account when it happens.
  changePassword: async (oldPassword, newPassword) =>
    (await import('./amplify-account')).changePasswordInApp(oldPassword, newPassword),
  clearKeys: clearKeysInApp,
} satisfies IdentityService;
