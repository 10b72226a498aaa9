import type { QueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { keepingFlashToasts } from '../../components/feedback/toast-store';
import { request } from '../../lib/api-client';
import { getRefreshToken, logoutIdentity } from '../../lib/auth';
import { deleteCookie } from '../../lib/cookies';
import { clearItems, CONSENT_KEYS } from '../../lib/storage';

let underWay: Promise<void> | null = null;

/**
 * The logout sequence in the spec's order (§4): refresh token, logout endpoint, identity
 * sign-out, then session storage, cache, cookies and brand context. Errors are only logged.
 * One at a time, like the token refresh: a second caller while one is under way (the revoked-session
 * gate and the logout screen, a poll's answer racing a page entered) joins it instead of posting the
 * same refresh token again. Once it is done the identity holds no token, so a later call
 * only clears what is left.
 */
export function logoutSession(queryClient: QueryClient): Promise<void> {
  underWay ??= runLogout(queryClient).finally(() => {
    underWay = null;
  });
  return underWay;
}

async function runLogout(queryClient: QueryClient): Promise<void> {
  try {
    const refreshToken = await getRefreshToken();
    if (refreshToken) await request(api.users.logout, { body: { refresh_token: refreshToken } });
  } catch (error) {
    console.warn('logout endpoint failed', error);
  }
  try {
    await logoutIdentity();
  } catch (error) {
    console.warn('identity sign-out failed', error);
  }
  // A toast announcing this logout (the session timeout) keeps showing on the next page.
  keepingFlashToasts(() => sessionStorage.clear());
  queryClient.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name && !(CONSENT_KEYS as readonly string[]).includes(name)) deleteCookie(name);
  }
  clearItems(CONSENT_KEYS);
}
