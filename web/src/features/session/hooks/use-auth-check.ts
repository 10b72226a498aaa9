import { useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getAccessToken } from '../../../lib/auth';

export type AuthStatus = 'unknown' | 'authenticated' | 'anonymous';

/**
 * Spec §4 session: unknown, then checked; re-checked on every path change [R2-23]. The check starts
 * in the commit that shows the new path (a layout effect), not in a task after it: the tokens are
 * read in that same task, so the path's check always sees the session the path was opened with. A
 * passive effect could run after other work of the page (a focus, a storage change) had already
 * begun, and judge the new path by what that work left behind.
 */
export function useAuthCheck(): AuthStatus {
  const { pathname } = useLocation();
  const [status, setStatus] = useState<AuthStatus>('unknown');
  useLayoutEffect(() => {
    let live = true;
    getAccessToken()
      .then((token) => live && setStatus(token ? 'authenticated' : 'anonymous'))
      .catch(() => live && setStatus('anonymous'));
    return () => {
      live = false;
    };
  }, [pathname]);
  return status;
}
