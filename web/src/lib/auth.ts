/**
 * The identity provider, through the real aws-amplify SDK (spec §7 "Identity provider").
 * Offline, `userPoolEndpoint` points at the mock server's Cognito-compatible pool.
 */
import { Amplify } from 'aws-amplify';
import {
  confirmSignIn,
  fetchAuthSession,
  setUpTOTP,
  signIn,
  signOut,
  signUp,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { env } from '../config/env';
import type { ChallengeType } from './identity/challenges';
import { createChallengeAnswerer } from './identity/challenges';
import type { OAuthTokens } from './identity/oauth';
import { connectFrameService } from './identity/frame-service';
import type { IdentityService } from './identity/identity-service';
import { selectIdentityService } from './identity/identity-service';
import { createAccessTokenGetter, singleFlight } from './identity/token-expiry';
import { readItem } from './storage';

export { TOKEN_REFRESH_WINDOW_S } from './identity/token-expiry';

let configured = false;

export function configureAuth(): void {
  if (configured) return;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: env.userPoolId,
        userPoolClientId: env.userPoolClientId,
        userPoolEndpoint: env.userPoolEndpoint,
      },
    },
  });
  configured = true;
}

const clientMetadata = () => ({ system_name: env.systemName });

/** Spec §7: login by the custom-auth flow with validation data naming the system. */
async function loginInApp(username: string, password: string) {
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

export async function getRefreshToken(): Promise<string | null> {
  configureAuth();
  const tokens = await cognitoUserPoolsTokenProvider.authTokenStore.loadTokens();
  return tokens?.refreshToken ?? null;
}

export async function logoutIdentity(): Promise<void> {
  configureAuth();
  await signOut();
}

async function changePasswordInApp(oldPassword: string, newPassword: string): Promise<void> {
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
  return { sharedSecret: details.sharedSecret, uri: details.getSetupUri(env.productName, account).toString() };
}

export async function verifyTotp(code: string): Promise<void> {
  configureAuth();
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

type Jwt = NonNullable<Awaited<ReturnType<typeof fetchAuthSession>>['tokens']>['accessToken'];

const jwt = (token: string): Jwt => {
  const part = token.split('.')[1] ?? '';
  const payload = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Jwt['payload'];
  return { payload, toString: () => token };
};

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

const challenges = createChallengeAnswerer({
  getAccessToken: () => getAccessToken(),
  randomReference: () => crypto.randomUUID(),
});

/**
 * §4: signs in as `username` through a custom challenge answered from a stored token
 * (MASTER_ACCOUNT_TOKEN) or the current access token (CORPORATE_USER_ACCESS_TOKEN).
 */
export async function loginWithChallenge(username: string, type: ChallengeType, storedToken: string | null = null) {
  configureAuth();
  const reference = challenges.begin(username, type, storedToken);
  const started = await signIn({
    username,
    options: { authFlowType: 'CUSTOM_WITHOUT_SRP', clientMetadata: { ...clientMetadata(), challenge_type: type, reference } },
  });
  if (started.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') return started;
  const answer = await challenges.answer(started.nextStep.additionalInfo ?? {});
  if (answer === undefined) return started;
  return confirmSignIn({ challengeResponse: answer });
}

/** The in-app service: what this window runs itself, and what the /ilm frame serves. */
export const inAppIdentity = {
  login: loginInApp,
  getAccessToken: getAccessTokenInApp,
  refresh: refreshInApp,
  changePassword: changePasswordInApp,
  clearKeys: clearKeysInApp,
} satisfies IdentityService;

let selected: IdentityService | null = null;

/** The service the config chooses (§7): in-app by default, or the /ilm frame on authIframeHost. */
function identity(): IdentityService {
  selected ??= selectIdentityService(env.authService, {
    inApp: () => inAppIdentity,
    frame: () => connectFrameService(env.authIframeHost ?? window.location.origin, readItem('client_id')),
  });
  return selected;
}

export const login = (username: string, password: string) =>
  identity().login(username, password) as ReturnType<typeof loginInApp>;
export const getAccessToken = () => identity().getAccessToken();
export const refreshSession = () => identity().refresh();
export const changePassword = (oldPassword: string, newPassword: string) =>
  identity().changePassword(oldPassword, newPassword);
export const clearIdentityKeys = () => identity().clearKeys();
