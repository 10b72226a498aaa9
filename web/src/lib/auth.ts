/**
 * The identity provider (spec §7 "Identity provider"): what the app calls to sign in and out and
 * to get tokens. aws-amplify itself lives in ./identity/amplify.ts, loaded with `import()` when it
 * is needed: the sign-in form starts the load on its first interaction, and a token is asked of it
 * only when Amplify holds a session, so a visitor's first load never fetches the SDK.
 */
import { env } from '../config/env';
import { loginConfigFor } from '../config/environments';
import type * as InApp from './identity/amplify';
import type { ChallengeType, createChallengeAnswerer } from './identity/challenges';
import type { IdentityService } from './identity/identity-service';
import { selectIdentityService } from './identity/identity-service';
import type { OAuthTokens } from './identity/oauth';
import { hasStoredSession, readStoredAccessToken } from './identity/stored-session';
import { isTokenExpired, TOKEN_REFRESH_WINDOW_S } from './identity/token-expiry';
import { readItem } from './storage';

let loading: Promise<typeof InApp> | null = null;

/** The Amplify module, configured; loaded once (a failed load is tried again on the next call). */
function amplify(): Promise<typeof InApp> {
  loading ??= import('./identity/amplify').then(
    (module) => {
      module.configureAuth();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts loading and configuring Amplify without waiting for it (the sign-in form's first touch). */
export function preloadIdentity(): void {
  amplify().catch((error: unknown) => console.warn('identity provider could not be loaded', error));
}

/** The app client Amplify is configured with (§7: chosen by the stored client id). */
const userPoolClientId = () => loginConfigFor(env, readItem('client_id')).userPoolClientId;

/**
 * The stored access token while it stays good beyond the refresh window (, §9's 60 s): the
 * token Amplify itself would answer with, read without the SDK. Null when a refresh may be due or
 * nothing can be read, and Amplify answers. The later of this clock and the server's (Amplify's
 * measured drift) is used, so a token is never sent here that Amplify would have refreshed.
 */
function storedTokenStillGood() {
  const stored = readStoredAccessToken(userPoolClientId());
  if (!stored || typeof stored.claims.exp !== 'number') return null;
  const now = Date.now() + Math.max(0, stored.clockDriftMs);
  return isTokenExpired(stored.claims.exp, now, TOKEN_REFRESH_WINDOW_S) ? null : stored;
}

/**
 * The server's time now: this clock plus the offset Amplify measured when it last got a token (in
 * the demo, the simulator's clock, which QA may move), so a screen that asks what is under way
 * answers as the server will.
 */
export const serverNow = () =>
  Date.now() + (readStoredAccessToken(userPoolClientId())?.clockDriftMs ?? 0);

/**
 * A page opened with a stored session whose token is due for a refresh needs Amplify for its
 * first call: started with the page's modules rather than after the first render, the SDK's
 * download is off the signed-in start's critical path. A session whose token is
 * still good, a visitor, and the frame form load nothing here.
 */
export function preloadStoredSession(): void {
  if (hasStoredSignIn() && !storedTokenStillGood()) preloadIdentity();
}

/** This window signed in itself (in-app sign-in) and keeps the session, its token good or due. */
export const hasStoredSignIn = () =>
  env.authService === 'in-app' && hasStoredSession(userPoolClientId());

/** Answers the sign-in's pending challenge (a TOTP code during MFA set-up, or a custom answer). */
export async function confirmLogin(answer: string) {
  return (await amplify()).confirmLogin(answer);
}

export async function getRefreshToken(): Promise<string | null> {
  return (await amplify()).getRefreshToken();
}

export async function logoutIdentity(): Promise<void> {
  return (await amplify()).logoutIdentity();
}

/** The account calls a sign-in never makes, in a chunk of their own; each configures Amplify. */
const account = () => import('./identity/amplify-account');

/** §5: email, password, phone_number and validation data; the username is a random id. */
export async function signUpIdentity(input: { email: string; password: string; phone: string }) {
  return (await account()).signUpIdentity(input);
}

/** TOTP enrolment for a user already signed in (RequireAuth sends them to set-up). */
export async function startTotpSetup(): Promise<{ sharedSecret: string; uri: string }> {
  return (await account()).startTotpSetup();
}

export async function verifyTotp(code: string): Promise<void> {
  return (await account()).verifyTotp(code);
}

/** Keeps the tokens of a social sign-in in Amplify's store; Amplify refreshes them from there. */
export async function storeOAuthTokens(tokens: OAuthTokens): Promise<void> {
  return (await amplify()).storeOAuthTokens(tokens);
}

/** The stored access token's claims (no refresh), from the provider's store shared by all tabs. */
export async function currentAccessClaims() {
  return (
    readStoredAccessToken(userPoolClientId())?.claims ?? (await amplify()).currentAccessClaims()
  );
}

/**
 * The pending challenges' answerer, created on the first such sign-in: no page of the app starts
 * one, so its module stays out of every page's first load.
 */
let challenges: Promise<ReturnType<typeof createChallengeAnswerer>> | null = null;
const challengeAnswerer = () =>
  (challenges ??= import('./identity/challenges').then((module) =>
    module.createChallengeAnswerer({
      getAccessToken: () => getAccessToken(),
      randomReference: () => crypto.randomUUID(),
    }),
  ));

/**
 * §4: signs in as `username` through a custom challenge answered from a stored token
 * (MASTER_ACCOUNT_TOKEN) or the current access token (CORPORATE_USER_ACCESS_TOKEN). No screen of
 * this app starts one; a support tool embedding it does, so it stays part of this module's API.
 * @public
 */
export async function loginWithChallenge(
  username: string,
  type: ChallengeType,
  storedToken: string | null = null,
) {
  const [module, answerer] = await Promise.all([amplify(), challengeAnswerer()]);
  const reference = answerer.begin(username, type, storedToken);
  return module.signInWithChallenge(username, type, reference, (parameters) =>
    answerer.answer(parameters),
  );
}

/** The in-app service (this window runs Amplify itself), each call waiting for the SDK. */
const inAppIdentity: IdentityService = {
  login: async (username, password) => (await amplify()).inAppIdentity.login(username, password),
  // A token still good is sent as stored; Amplify is loaded to refresh one ().
  getAccessToken: async () => {
    if (!hasStoredSession(userPoolClientId())) return null;
    return storedTokenStillGood()?.token ?? (await amplify()).inAppIdentity.getAccessToken();
  },
  refresh: async () => (await amplify()).inAppIdentity.refresh(),
  changePassword: async (oldPassword, newPassword) =>
    (await amplify()).inAppIdentity.changePassword(oldPassword, newPassword),
  clearKeys: async () => (await amplify()).inAppIdentity.clearKeys(),
};

/**
 * The /ilm frame's service (config `frame`): its module is loaded only when that form is chosen,
 * and the frame is put in place at once, as before; a failed load is tried again on the next call.
 */
function frameIdentity(authHost: string, clientId: string | null): IdentityService {
  let connecting: Promise<IdentityService> | null = null;
  const connected = () =>
    (connecting ??= import('./identity/frame-service').then(
      (module) => module.connectFrameService(authHost, clientId),
      (error: unknown) => {
        connecting = null;
        throw error;
      },
    ));
  connected().catch((error: unknown) => console.warn('identity frame could not be loaded', error));
  return {
    login: async (username, password) => (await connected()).login(username, password),
    getAccessToken: async () => (await connected()).getAccessToken(),
    refresh: async () => (await connected()).refresh(),
    changePassword: async (oldPassword, newPassword) =>
      (await connected()).changePassword(oldPassword, newPassword),
    clearKeys: async () => (await connected()).clearKeys(),
  };
}

let selected: IdentityService | null = null;

/** The service the config chooses (§7): in-app by default, or the /ilm frame on authIframeHost. */
function identity(): IdentityService {
  selected ??= selectIdentityService(env.authService, {
    inApp: () => inAppIdentity,
    frame: () => frameIdentity(env.authIframeHost ?? window.location.origin, readItem('client_id')),
  });
  return selected;
}

export const login = (username: string, password: string) =>
  identity().login(username, password) as ReturnType<typeof InApp.loginInApp>;
export const getAccessToken = () => identity().getAccessToken();
export const refreshSession = () => identity().refresh();
