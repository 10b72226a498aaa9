import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router-dom';
import { loginWithRef, paths } from '../../config/paths';
import { useMfaStatus } from '../../features/session/api/get-mfa-status';
import { useAuthCheck } from '../../features/session/hooks/use-auth-check';
import { prefetchesOf } from './route-prefetch';
import { prefetchFrame } from './frame-prefetch';
import { ShellFrame } from './shell-frame';

/** The words the header's own buttons read (the inbox, unread messages, notifications), not bundled. */
export const FRAME_NAMESPACES = ['messaging', 'notifications'];

/**
 * Login-required routes: logged-out visitors go to login with ref = current path; a user
 * who must set up multi-factor authentication goes there before anything else.
 */
export function RequireAuth() {
  const status = useAuthCheck();
  const location = useLocation();
  const mfa = useMfaStatus(status === 'authenticated');
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
  return (
    <>
      <FramePrefetch />
      {mfa.data?.setup_required ? (
        <Navigate replace to={paths.setupMfa} />
      ) : admitted ? (
        <ShellFrame />
      ) : null}
    </>
  );
}

/**
 * The frame's first calls, and the opened screen's, asked for once the session is found
 * signed in, while the MFA status is read rather than after it. A component of its own: reading the
 * route's matches re-renders it on every step of a navigation, which must not re-render the gate
 * (a signed-out frame's way to the login page was undone by it).
 */
function FramePrefetch() {
  const queryClient = useQueryClient();
  const opened = useRef({ matches: useMatches(), search: useLocation().search });
  useEffect(() => {
    const { matches, search } = opened.current;
    const params = matches.at(-1)?.params ?? {};
    prefetchFrame(queryClient, prefetchesOf(matches), new URLSearchParams(search), params);
  }, [queryClient]);
  return null;
}
