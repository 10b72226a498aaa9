import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { DashboardGuard } from '../../../features/home/hooks/use-page-access';
import { usePageAccess } from '../../../features/home/hooks/use-page-access';

/** A dashboard behind the page access guard (§6): 3 tries, then /dashboard. */
export function GuardedDashboard({
  guards,
  children,
}: {
  guards: readonly DashboardGuard[];
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const access = usePageAccess(guards);
  if (access === 'denied') return <Navigate replace to={paths.dashboard} />;
  if (access === 'checking')
    return (
      <p className="page" aria-busy="true">
        {t('loading')}
      </p>
    );
  return children;
}
