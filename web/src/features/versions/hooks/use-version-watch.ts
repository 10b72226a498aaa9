import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { confirmDialog } from '../../../components/ui/dialog/confirm';
import { readItem } from '../../../lib/storage';
import { useLoginTime } from '../api/get-login-time';
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

/** Maintenance, revoked sessions, new versions and cache invalidation (§4), on every answer. */
export function useVersionWatch({ brandId, userId, services }: WatchInputs): void {
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { data: info, dataUpdatedAt, refetch } = useWebVersions(brandId);
  const { data: login } = useLoginTime();
  const [loadedAt] = useState(() => Date.now());
  const serviceList = services.join(',');
  // The route is read when an answer arrives; a route change alone is not a new answer.
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);

  // §4: the check also runs whenever the window regains focus.
  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);

  useEffect(() => {
    if (!info) return;
    const stored = Number(readItem('loginTime'));
    const loginTime = login ? Date.parse(login.login_time) : Number.isFinite(stored) && stored > 0 ? stored : null;
    const ctx = {
      now: Date.now(), loadedAt, loginTime, pathname: path.current, href: window.location.href,
      brandId: brandId ?? null, userId: userId ?? null, services: serviceList.split(','),
    };
    const action = versionDecision(info, ctx);
    if (action === 'maintenance') void navigate('/maintenance', { replace: true });
    else if (action === 'logout') void navigate('/user/logout', { replace: true });
    else if (action === 'reload') reloadOnce(`${info.version}@${info.cache_config.invalidation.effective_on ?? ''}`);
    else if (action === 'confirm-update' && useUpdateStore.getState().offer(info.version)) {
      void confirmDialog({ title: t('update.title'), message: t('update.body'), confirmLabel: t('update.reload'), cancelLabel: t('update.later') }).then(
        (reload) => reload && window.location.reload(),
      );
    }

    const wait = msUntilInvalidation(info, ctx);
    if (wait === null) return;
    const timer = setTimeout(() => window.location.reload(), wait);
    return () => clearTimeout(timer);
  }, [info, dataUpdatedAt, login, loadedAt, brandId, userId, serviceList, navigate, t]);
}
