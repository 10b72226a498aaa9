import { startTransition, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getAccessToken } from '../../../lib/auth';

export type AuthStatus = 'unknown' | 'authenticated' | 'anonymous';

/**
 * Spec §4 session: unknown, then checked; re-checked on every path change.
 *
 * The check starts in the commit that shows the new path (a layout effect), not in a task after it:
 * the tokens are read in that same task, so the path's check always sees the session the path was
 * opened with. A passive effect could run after other work of the page (a focus, a storage change)
 * had already begun, and judge the new path by what that work left behind.
 *
 * The answer draws the whole page (the sign-in form, or the signed-in frame), so it is set in a
 * transition: React renders that page in slices instead of one long task (Lighthouse TBT).
 */
export function useAuthCheck(): AuthStatus {
  const { pathname } = useLocation();
  const [status, setStatus] = useState<AuthStatus>('unknown');
  useLayoutEffect(() => {
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
