import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLoginTime } from '../api/get-login-time';
import { loginTimeOf, rememberLoginTime } from '../login-time';
import { useWebVersions } from '../api/get-web-versions';
import { useUpdateStore } from '../stores/update-store';
import { msUntilInvalidation, versionDecision } from '../version-decision';

const RELOADED_FOR = 'version-reloaded-for';

/**
 * Reloads once per announced version: if the reloaded page still runs the old build (the new one
 * is not deployed to this host yet), reloading again would only loop.
 */
function reloadOnce(key: string) {
  if (sessionStorage.getItem(RELOADED_FOR) === key) {
    console.warn(`version ${key} still not served after a reload`);
    return;
  }
  sessionStorage.setItem(RELOADED_FOR, key);
  window.location.reload();
}

interface WatchInputs {
  brandId: string | undefined;
  userId: string | undefined;
  services: readonly string[];
}

/** Where a web_versions answer sends the person, whatever page they are on. */
export type VersionGate = 'maintenance' | 'logout' | null;

/**
 * Maintenance, revoked sessions, new versions and cache invalidation (§4), on every answer.
 * Maintenance and a revoked session are returned as a gate for the frame to render, not a
 * one-off navigation: a navigation could be overtaken by the page's own (the home redirector's
 * replace), while a gate holds on whatever route is entered.
 */
export function useVersionWatch({ brandId, userId, services }: WatchInputs): VersionGate {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { data: info, dataUpdatedAt, refetch } = useWebVersions(brandId);
  const { data: login } = useLoginTime();
  const [loadedAt] = useState(() => Date.now());
  const [gate, setGate] = useState<VersionGate>(null);
  const serviceList = services.join(',');
  // The route is read when an answer arrives; a route change alone is not a new answer.
  const path = useRef(pathname);
  const firstPath = useRef(true);
  useEffect(() => {
    path.current = pathname;
    // Each page entered in the app asks again, so maintenance is not missed until the next poll.
    if (firstPath.current) firstPath.current = false;
    else void refetch({ cancelRefetch: false });
  }, [pathname, refetch]);

  useEffect(() => {
    if (login) rememberLoginTime(login);
  }, [login]);

  // §4: the check also runs whenever the window regains focus.
  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);

  useEffect(() => {
    // An answer cached before this frame mounted (the one that sent the person to /maintenance)
    // waits for the fresh one: otherwise "Try again" after maintenance would bounce back once.
    if (!info || dataUpdatedAt < loadedAt) return;
    const ctx = {
      now: Date.now(),
      loadedAt,
      loginTime: loginTimeOf(login),
      pathname: path.current,
      href: window.location.href,
      brandId: brandId ?? null,
      userId: userId ?? null,
      services: serviceList.split(','),
    };
    const action = versionDecision(info, ctx);
    setGate(action === 'maintenance' || action === 'logout' ? action : null);
    if (action === 'reload')
      reloadOnce(`${info.version}@${info.cache_config.invalidation.effective_on ?? ''}`);
    else if (action === 'confirm-update' && useUpdateStore.getState().offer(info.version)) {
      // The dialog's module loads only when an update is offered, not with every signed-in page.
      void import('../../../components/ui/dialog/confirm')
        .then(({ confirmDialog }) =>
          confirmDialog({
            title: t('update.title'),
            message: t('update.body'),
            confirmLabel: t('update.reload'),
            cancelLabel: t('update.later'),
          }),
        )
        .then((reload) => reload && window.location.reload())
        .catch((error: unknown) => console.warn('the update dialog could not be loaded', error));
    }

    const wait = msUntilInvalidation(info, ctx);
    if (wait === null) return;
    const timer = setTimeout(() => window.location.reload(), wait);
    return () => clearTimeout(timer);
  }, [info, dataUpdatedAt, login, loadedAt, brandId, userId, serviceList, t]);
  return gate;
}
