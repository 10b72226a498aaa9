import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router-dom';
import { loginWithRef, paths } from '../../config/paths';
import { useMfaStatus } from '../../features/session/api/get-mfa-status';
import { useAuthCheck } from '../../features/session/hooks/use-auth-check';
import { prefetchesOf } from './route-prefetch';
import { prefetchFrame, ShellFrame } from './shell-frame';

/**
 * Login-required routes: logged-out visitors go to login with ref = current path; a user
 * who must set up multi-factor authentication goes there before anything else.
 */
export function RequireAuth() {
  const status = useAuthCheck();
  const location = useLocation();
  const mfa = useMfaStatus(status === 'authenticated');
  const queryClient = useQueryClient();
  const matches = useMatches();
  // The frame's words and first calls, and the opened screen's, are asked for while the MFA status
  // is read, not after it: once, when the session is found signed in.
  const opened = useRef({ matches, search: location.search });
  useEffect(() => {
    if (status !== 'authenticated') return;
    const { matches: routes, search } = opened.current;
    prefetchFrame(queryClient, prefetchesOf(routes), new URLSearchParams(search));
  }, [status, queryClient]);
  // The answer that admits the user arrives through useSyncExternalStore, which renders at once; the
  // frame's first render mounts a dozen queries, so it is drawn through a deferred value instead, in a
  // render React may cut in slices, its effects in a task of their own (Lighthouse TBT).
  const admitted = useDeferredValue(
    status === 'authenticated' && !mfa.isPending && !mfa.data?.setup_required,
    false,
  );
  if (status === 'unknown') return null;
  if (status === 'anonymous') {
    return <Navigate replace to={loginWithRef(location.pathname + location.search)} />;
  }
  if (mfa.data?.setup_required) return <Navigate replace to={paths.setupMfa} />;
  if (!admitted) return null;
  return <ShellFrame />;
}
