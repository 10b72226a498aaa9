import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANGUAGES } from '@ws/contracts';
import { paths } from '../../../config/paths';
import { OWN_NAMES } from '../../../components/layouts/language-links';
import type { Language } from '../../../lib/i18n';
import { languageSwitchUrl } from '../../../lib/i18n-switch';
import { STORAGE_PREFIX } from '../../../lib/storage';

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
  const { t, i18n } = useTranslation('shell');
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
          <div role="group" aria-label={t('header.language')} className="user-menu-languages">
            {LANGUAGES.map((language: Language) => (
              <button
                key={language}
                type="button"
                role="menuitemradio"
                aria-checked={i18n.language === language}
                lang={language}
                className="link-button"
                onClick={() => {
                  // The same page on the language's own host, still signed in (§1, §9).
                  if (i18n.language === language) return setOpen(false);
                  window.location.assign(
                    languageSwitchUrl(window.location, language, localStorage, STORAGE_PREFIX),
                  );
                }}
              >
                {OWN_NAMES[language]}
              </button>
            ))}
          </div>
          <Link role="menuitem" to={paths.logout}>
            {t('header.logout')}
          </Link>
        </div>
      )}
    </div>
  );
}
