import type { JWTPayload } from 'jose';
import { decodeJwt } from 'jose';
import { activeSessionKey } from './active-session-key';

/**
 * Whether Amplify holds a signed-in session in this browser, read from its own store without
 * loading the SDK: with none, there is no token to get, so a visitor's page never fetches Amplify
 *. Same key, and same client, as the SDK is configured with (identity/amplify.ts).
 */
export function hasStoredSession(clientId: string): boolean {
  try {
    return activeSessionKey(clientId) !== null;
  } catch {
    // Storage that cannot be read: let Amplify decide.
    return true;
  }
}

export interface StoredAccessToken {
  token: string;
  claims: JWTPayload;
  /** Amplify's measured offset of the server's clock from this one (ms), used for expiry as it uses it. */
  clockDriftMs: number;
}

let decoded: { token: string; claims: JWTPayload } | null = null;

/**
 * A token's claims, the last token's remembered: every API call reads the stored token, and
 * decoding it each time cost half a millisecond a call with the CPU slowed 4× (some thirty calls as
 * a signed-in page opens). The claims are only read, never changed.
 */
function claimsOf(token: string): JWTPayload {
  if (decoded?.token !== token) decoded = { token, claims: decodeJwt(token) };
  return decoded.claims;
}

/**
 * The access token Amplify keeps for the signed-in user, with its claims and clock drift, read
 * from Amplify's own keys (`CognitoIdentityServiceProvider.<client>.<user>.accessToken`) without
 * loading the SDK: a signed-in page then sends its calls without downloading and starting Amplify
 *. Null when there is no token or it cannot be read, so the caller asks Amplify.
 */
export function readStoredAccessToken(
  clientId: string,
  storage?: Pick<Storage, 'getItem'>,
): StoredAccessToken | null {
  try {
    const store = storage ?? globalThis.localStorage;
    const user = activeSessionKey(clientId, store);
    if (user === null) return null;
    const keys = `CognitoIdentityServiceProvider.${clientId}.${user}`;
    const token = store.getItem(`${keys}.accessToken`);
    if (!token) return null;
    const drift = Number.parseInt(store.getItem(`${keys}.clockDrift`) ?? '0', 10);
    return { token, claims: claimsOf(token), clockDriftMs: Number.isFinite(drift) ? drift : 0 };
  } catch {
    // Unreadable storage or a token that is not a JWT: Amplify decides what the session is.
    return null;
  }
}
