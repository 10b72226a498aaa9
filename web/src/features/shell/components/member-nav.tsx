import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { NavAudience } from '../nav-entries';
import { navEntries } from '../nav-entries';
import './member-nav.css';

/**
 * Members get no side nav (§1): their screens are a row of links in the simple header, shown once
 * there is more than their dashboard to reach.
 */
export function MemberNav({ audience }: { audience: NavAudience }) {
  const { t } = useTranslation('shell');
  const entries = navEntries(audience);
  if (entries.length < 2) return null;
  return (
    <nav className="member-nav" aria-label={t('nav.memberLabel')}>
      {entries.map(({ id, to, Icon }) => (
        <NavLink key={id} to={to} end className="member-nav__link">
          <Icon aria-hidden="true" size={18} strokeWidth={1.75} />
          <span>{t(`nav.${id}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
