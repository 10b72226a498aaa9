import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { REWARDS_TABS } from '../../../config/paths';

/** §2 settings/{path?}/rewards-and-recognition with the tabs budget, rules and raffles [R2-07]. */
export function Component() {
  const { t } = useTranslation('shell');
  return (
    <section className="page">
      <h1>{t('pages.rewards')}</h1>
      <nav className="tabs" aria-label={t('pages.rewards')}>
        {REWARDS_TABS.map((tab) => (
          <NavLink key={tab} to={tab} role="tab" className="tab">
            {t(`rewards.${tab}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </section>
  );
}
