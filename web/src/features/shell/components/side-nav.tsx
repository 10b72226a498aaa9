import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { NavAudience } from '../nav-entries';
import { navEntries } from '../nav-entries';
import { useShellStore } from '../stores/shell-store';

/** §2/§4 the employers' side navigation: expanded (over the page), collapsed or fixed open. */
export function SideNav({ audience }: { audience: NavAudience }) {
  const { t } = useTranslation('shell');
  const state = useShellStore((s) => s.sideNav);
  const setSideNav = useShellStore((s) => s.setSideNav);
  const close = () => {
    if (state === 'expanded') setSideNav('collapsed');
  };
  return (
    <nav className={`side-nav side-nav-${state}`} aria-label={t('nav.label')} data-state={state}>
      <ul>
        {navEntries(audience).map(({ id, to, Icon }) => (
          <li key={id}>
            <NavLink to={to} end={id === 'home'} onClick={close} title={t(`nav.${id}`)}>
              {/* SVG icons: the system fonts of a kiosk or phone may lack symbol glyphs. */}
              <Icon className="side-nav-icon" aria-hidden="true" size={20} strokeWidth={1.75} />
              <span className="side-nav-label">{t(`nav.${id}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      {state !== 'collapsed' && (
        <button
          type="button"
          className="side-nav-pin secondary"
          aria-pressed={state === 'fixed-open'}
          onClick={() => setSideNav(state === 'fixed-open' ? 'collapsed' : 'fixed-open')}
        >
          {state === 'fixed-open' ? t('nav.unpin') : t('nav.pin')}
        </button>
      )}
    </nav>
  );
}
