import { currentAccessClaims } from '../../lib/auth';

/**
 * The identity provider's current user, read from its shared token store (so another tab's
 * sign-in shows up here). Our design: a token carrying an `impersonator` claim means
 * impersonation is on.
 */
export async function readActiveSession(): Promise<{ sub: string | null; impersonating: boolean }> {
  try {
    const payload = await currentAccessClaims();
    const sub = typeof payload?.sub === 'string' ? payload.sub : null;
    return { sub, impersonating: Boolean(payload?.impersonator) };
  } catch {
    return { sub: null, impersonating: false };
  }
}
