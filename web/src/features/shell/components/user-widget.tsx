import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

interface UserWidgetProps {
  firstName: string;
  lastName: string;
  email: string;
  imageUrl?: string | null;
  onCookieSettings: () => void;
}

/** The header's user widget: avatar with initials, name, and the account menu. */
export function UserWidget({
  firstName,
  lastName,
  email,
  imageUrl,
  onCookieSettings,
}: UserWidgetProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return (
    <div className="user-widget">
      <button
        type="button"
        className="user-widget-toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {/* The name starts with what the button shows (its initials), as speech input users say it. */}
        {imageUrl ? (
          <img src={imageUrl} alt="" className="avatar" />
        ) : (
          <span className="avatar">{initials}</span>
        )}
        <span className="visually-hidden"> {t('header.account')}</span>
      </button>
      {open && (
        <div className="user-menu" role="menu">
          <p className="user-menu-name">{`${firstName} ${lastName}`.trim()}</p>
          <p className="user-menu-email">{email}</p>
          <Link role="menuitem" to={paths.profile} onClick={() => setOpen(false)}>
            {t('header.profile')}
          </Link>
          <button
            type="button"
            role="menuitem"
            className="link-button"
            onClick={() => {
              setOpen(false);
              onCookieSettings();
            }}
          >
            {t('header.cookieSettings')}
          </button>
          <Link role="menuitem" to={paths.logout}>
            {t('header.logout')}
          </Link>
        </div>
      )}
    </div>
  );
}
