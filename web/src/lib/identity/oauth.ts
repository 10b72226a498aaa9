/**
 * Social sign-in through the identity provider's hosted page: the authorization-code flow with
 * PKCE, run in a popup. The popup comes back to /oauth2 on this origin, which hands code and state
 * to the opener; the opener, holding the verifier, trades the code for tokens. (Amplify's own
 * hosted-UI calls are https-only, so the app runs this exchange itself against the mock's
 * /oauth2/token; Amplify then holds and refreshes the tokens as after any sign-in.)
 */
import { codeChallenge, randomString } from './pkce';
import type { PopupHost, PopupOutcome } from './popup';
import { runPopup } from './popup';
import { POPUP_CLOSED, type SocialProvider } from './popup-outcomes';
export const OAUTH_MESSAGE = 'harbor-oauth-callback';

export interface OAuthTokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
  /** Present when the provider says whether this identity is new here (§4). */
  is_new_user?: boolean;
}

export interface SocialSignInConfig {
  /** Origin of the hosted sign-in page and its /oauth2/token. */
  authOrigin: string;
  clientId: string;
  redirectUri: string;
  appOrigin: string;
  host?: PopupHost;
  timeoutMs?: number;
}

export type SocialResult =
  | { status: 'success'; tokens: OAuthTokens }
  | { status: 'closed'; message: string }
  | { status: 'error'; message: string };

async function exchange(
  config: SocialSignInConfig,
  code: string,
  verifier: string,
): Promise<OAuthTokens> {
  const response = await fetch(`${config.authOrigin}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: config.clientId,
      redirect_uri: config.redirectUri,
      code_verifier: verifier,
    }),
  });
  const body = (await response.json()) as OAuthTokens & { error?: string; error_message?: string };
  if (!response.ok) throw new Error(body.error_message ?? body.error ?? 'Token exchange failed');
  return body;
}

export async function socialSignIn(
  provider: SocialProvider,
  config: SocialSignInConfig,
): Promise<SocialResult> {
  const state = randomString(24);
  const verifier = randomString(48);
  const url = new URL('/oauth2/authorize', config.authOrigin);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    response_type: 'code',
    scope: 'email openid phone profile',
    state,
    code_challenge: await codeChallenge(verifier),
    code_challenge_method: 'S256',
    identity_provider: provider,
  }).toString();
  const outcome: PopupOutcome = await runPopup({
    url: url.toString(),
    trustedOrigins: [config.appOrigin],
    messageType: OAUTH_MESSAGE,
    host: config.host,
    timeoutMs: config.timeoutMs,
  });
  if (outcome.status !== 'success') return outcome;
  const {
    code,
    state: returned,
    error,
  } = outcome.data as { code?: string; state?: string; error?: string };
  if (returned !== state) return { status: 'error', message: 'Sign-in state mismatch.' };
  if (error === 'access_denied') return { status: 'closed', message: POPUP_CLOSED };
  if (!code) return { status: 'error', message: error ?? 'No authorization code.' };
  return { status: 'success', tokens: await exchange(config, code, verifier) };
}
