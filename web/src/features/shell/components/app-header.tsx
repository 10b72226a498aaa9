import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { HeaderTheme } from '../../../lib/theme';
import type { ShellFeatures } from '../shell-features';
import { useShellStore } from '../stores/shell-store';
import { GlobalSearch } from './global-search';
import { Menu } from 'lucide-react';
import { tooltip } from '../../../components/ui/tooltip/tooltip';
import './app-header.css';

interface AppHeaderProps {
  features: ShellFeatures;
  theme: HeaderTheme;
  productName: string;
  /** Candidates: their profile image, else the product logo (§1). */
  profileImageUrl?: string | null;
  brandDropdown?: ReactNode;
  /** Members' links in the simple header (they have no side nav). */
  memberNav?: ReactNode;
  icons?: ReactNode;
  userWidget: ReactNode;
}

/** §2 main header: menu toggle, brand dropdown, global search, header icons and the user widget. */
export function AppHeader({
  features,
  theme,
  productName,
  profileImageUrl,
  brandDropdown,
  memberNav,
  icons,
  userWidget,
}: AppHeaderProps) {
  const { t } = useTranslation('shell');
  const sideNav = useShellStore((s) => s.sideNav);
  const toggleSideNav = useShellStore((s) => s.toggleSideNav);
  if (features.simpleHeader) {
    return (
      <header className={`main-header header-${theme}`} data-theme={theme} data-header="simple">
        <Link to={paths.dashboard} className="logo">
          {profileImageUrl ? (
            <img
              src={profileImageUrl}
              alt={t('header.profileImage')}
              className="header-profile-image"
            />
          ) : (
            productName
          )}
        </Link>
        {memberNav}
        <div className="header-tools">
          {icons}
          {userWidget}
        </div>
      </header>
    );
  }
  return (
    <header className={`main-header header-${theme}`} data-theme={theme} data-header="employer">
      <div className="header-start">
        {features.sideNav && (
          <button
            type="button"
            className="menu-toggle icon-button"
            aria-label={t('header.menu')}
            {...tooltip(t('header.menu'))}
            aria-expanded={sideNav !== 'collapsed'}
            onClick={toggleSideNav}
          >
            <Menu aria-hidden="true" size={20} strokeWidth={1.75} />
          </button>
        )}
        <Link to={paths.dashboard} className="logo">
          {productName}
        </Link>
        {brandDropdown}
      </div>
      {features.globalSearch && <GlobalSearch />}
      <div className="header-tools">
        {icons}
        {userWidget}
      </div>
    </header>
  );
}
