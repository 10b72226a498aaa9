import type { CSSProperties } from 'react';
import { memo, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { NavAudience } from '../nav-entries';
import { navEntries } from '../nav-entries';
import { useShellStore } from '../stores/shell-store';
import './side-nav.css';

/**
 * Where the header ends: the expanded nav opens just below it. On a phone the header takes two rows
 * (the search has its own), so a fixed offset would hide the first entries under it.
 */
function useHeaderBottom(active: boolean): number | null {
  const [bottom, setBottom] = useState<number | null>(null);
  useLayoutEffect(() => {
    const header = active ? document.querySelector('.main-header') : null;
    if (!header) return;
    const update = () => setBottom(Math.max(0, header.getBoundingClientRect().bottom));
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(header);
    return () => observer?.disconnect();
  }, [active]);
  return active ? bottom : null;
}

/** §2/§4 the employers' side navigation: expanded (over the page), collapsed or fixed open. */
function SideNavPanel({ audience }: { audience: NavAudience }) {
  const { t } = useTranslation('shell');
  const state = useShellStore((s) => s.sideNav);
  const setSideNav = useShellStore((s) => s.setSideNav);
  const headerBottom = useHeaderBottom(state === 'expanded');
  const placed: CSSProperties | undefined =
    headerBottom === null ? undefined : { insetBlockStart: headerBottom, overflowY: 'auto' };
  const close = () => {
    if (state === 'expanded') setSideNav('collapsed');
  };
  return (
    <nav
      className={`side-nav side-nav-${state}`}
      aria-label={t('nav.label')}
      data-state={state}
      style={placed}
    >
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

const sameAudience = (a: NavAudience, b: NavAudience) =>
  (Object.keys(a) as (keyof NavAudience)[]).every((key) => a[key] === b[key]);

/**
 * The signed-in frame re-renders on each of its queries' results; the navigation changes only with
 * its audience, so it is not rendered again for the others.
 */
export const SideNav = memo(SideNavPanel, (before, after) =>
  sameAudience(before.audience, after.audience),
);
