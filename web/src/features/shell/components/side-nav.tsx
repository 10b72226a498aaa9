import { Briefcase, Building2, CalendarDays, ClipboardCheck, House, Megaphone, MessagesSquare, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useShellStore } from '../stores/shell-store';

interface SideNavProps {
  topLevel: boolean;
  /** Products the user holds (§1, §6): a product's entries are hidden without it. */
  hiring: boolean;
  scheduling: boolean;
  /** Enterprise (top-level) users with hiring get the group message board. */
  messageBoard?: boolean;
}

/** §2/§4 the employers' side navigation: expanded (over the page), collapsed or fixed open. */
export function SideNav({ topLevel, hiring, scheduling, messageBoard = false }: SideNavProps) {
  const { t } = useTranslation('shell');
  const state = useShellStore((s) => s.sideNav);
  const setSideNav = useShellStore((s) => s.setSideNav);
  const links = [
    { to: paths.dashboard, label: t('nav.home'), Icon: House },
    ...(hiring ? [{ to: paths.hiring, label: t('nav.hiring'), Icon: Briefcase }] : []),
    ...(hiring ? [{ to: paths.jobBoards, label: t('nav.jobBoards'), Icon: Megaphone }] : []),
    ...(messageBoard ? [{ to: paths.messageBoard, label: t('nav.messageBoard'), Icon: MessagesSquare }] : []),
    ...(scheduling ? [{ to: paths.schedule, label: t('nav.schedule'), Icon: CalendarDays }] : []),
    ...(topLevel ? [{ to: paths.accessPortal, label: t('nav.accessPortal'), Icon: Building2 }] : []),
    ...(scheduling ? [{ to: `${paths.settings}/clockout-attestation`, label: t('nav.attestation'), Icon: ClipboardCheck }] : []),
    { to: `${paths.settings}/rewards-and-recognition`, label: t('nav.rewards'), Icon: Trophy },
  ];
  const close = () => {
    if (state === 'expanded') setSideNav('collapsed');
  };
  return (
    <nav className={`side-nav side-nav-${state}`} aria-label={t('nav.label')} data-state={state}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} onClick={close} title={link.label}>
              {/* SVG icons: the system fonts of a kiosk or phone may lack symbol glyphs. */}
              <link.Icon className="side-nav-icon" aria-hidden="true" size={20} strokeWidth={1.75} />
              <span className="side-nav-label">{link.label}</span>
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
