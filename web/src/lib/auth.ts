/**
 * The identity provider, through the real aws-amplify SDK (spec §7 "Identity provider").
 * Offline, `userPoolEndpoint` points at the mock server's Cognito-compatible pool.
 */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { env } from '../config/env';

/** Spec §9: the access token is refreshed when it expires within 60 s. */
export const TOKEN_REFRESH_WINDOW_S = 60;

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

/** Spec §7: login by the custom-auth flow with validation data naming the system. */
export async function login(username: string, password: string) {
  configureAuth();
  return signIn({
    username,
    password,
    options: { authFlowType: 'CUSTOM_WITH_SRP', clientMetadata: { system_name: env.systemName } },
  });
}

/** The current access token, refreshed first when it expires within the refresh window. */
export async function getAccessToken(): Promise<string | null> {
  configureAuth();
  const session = await fetchAuthSession();
  const token = session.tokens?.accessToken;
  if (!token) return null;
  const exp = token.payload.exp ?? 0;
  if (exp * 1000 - TOKEN_REFRESH_WINDOW_S * 1000 < Date.now()) {
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    return refreshed.tokens?.accessToken.toString() ?? null;
  }
  return token.toString();
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
