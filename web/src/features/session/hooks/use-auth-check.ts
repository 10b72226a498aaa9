import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getAccessToken } from '../../../lib/auth';

export type AuthStatus = 'unknown' | 'authenticated' | 'anonymous';

/** Spec §4 session: unknown, then checked; re-checked on every path change [R2-23]. */
export function useAuthCheck(): AuthStatus {
  const { pathname } = useLocation();
  const [status, setStatus] = useState<AuthStatus>('unknown');
  useEffect(() => {
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
