import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { REWARDS_TABS } from '../../../config/paths';
import { managementPath } from '../../../features/rewards/rewards-path';
import '../../../features/rewards/components/rewards.css';
import type { RouteHandle } from '../route-prefetch';

export const handle: RouteHandle = { namespaces: ['rewards'] };
import { Settings } from 'lucide-react';

/** settings/{path?}/rewards-and-recognition: the tabs budget, rules and raffles. */
export function Component() {
  const { t } = useTranslation('rewards');
  const { pathname } = useLocation();
  return (
    <section className="page">
      <header className="rw-header">
        <div>
          <h1>{t('title')}</h1>
          <p>{t('subtitle')}</p>
        </div>
        <Link className="rw-link" to={managementPath(pathname, 'configuration')}>
          <Settings aria-hidden="true" size={16} strokeWidth={1.75} /> {t('configuration.title')}
        </Link>
      </header>
      <nav aria-label={t('title')}>
        {/* Tabs need their tablist parent (axe aria-required-parent). */}
        <div role="tablist" className="tabs rw-tabs">
          {REWARDS_TABS.map((tab) => (
            <NavLink
              key={tab}
              to={tab}
              role="tab"
              className="tab"
              aria-selected={pathname.endsWith(`/${tab}`)}
            >
              {t(`tabs.${tab}`)}
            </NavLink>
          ))}
        </div>
      </nav>
      <Outlet />
    </section>
  );
}
