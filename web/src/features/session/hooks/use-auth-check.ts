import { startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getAccessToken } from '../../../lib/auth';

export type AuthStatus = 'unknown' | 'authenticated' | 'anonymous';

/**
 * Spec §4 session: unknown, then checked; re-checked on every path change [R2-23]. The answer
 * draws the whole page (the sign-in form, or the signed-in frame), so it is set in a transition:
 * React renders that page in slices instead of one long task (issue 14 item 3, Lighthouse TBT).
 */
export function useAuthCheck(): AuthStatus {
  const { pathname } = useLocation();
  const [status, setStatus] = useState<AuthStatus>('unknown');
  useEffect(() => {
    let live = true;
    const settle = (next: AuthStatus) => {
      if (live) startTransition(() => setStatus(next));
    };
    getAccessToken()
      .then((token) => settle(token ? 'authenticated' : 'anonymous'))
      .catch(() => settle('anonymous'));
    return () => {
      live = false;
    };
  }, [pathname]);
  return status;
}
