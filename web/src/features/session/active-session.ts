import { env } from '../../config/env';
import { loginConfigFor } from '../../config/environments';
import { currentAccessClaims } from '../../lib/auth';
import { activeSessionKey } from '../../lib/identity/active-session-key';
import { readItem } from '../../lib/storage';

const nobody = { sub: null, impersonating: false } as const;

/**
 * The identity provider's current user, read from its shared token store (so another tab's
 * sign-in shows up here). Our design: a token carrying an `impersonator` claim means
 * impersonation is on. No active session key means nobody is signed in; a key that cannot be
 * read is reported (§8) and counts as no session.
 */
export async function readActiveSession(): Promise<{ sub: string | null; impersonating: boolean }> {
  try {
    if (activeSessionKey(loginConfigFor(env, readItem('client_id')).userPoolClientId) === null)
      return nobody;
    const payload = await currentAccessClaims();
    const sub = typeof payload?.sub === 'string' ? payload.sub : null;
    return { sub, impersonating: Boolean(payload?.impersonator) };
  } catch (error) {
    console.warn(error);
    return nobody;
  }
}
