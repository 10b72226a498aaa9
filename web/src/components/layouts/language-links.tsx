import { LANGUAGES } from '@ws/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { hostForLanguage, type Language } from '../../lib/i18n';

/**
 * Each language's name in that language, so a reader finds their own whatever the page is in. A
 * table, not Intl.DisplayNames: building one per language loads each locale's data on the sign-in
 * page's first render (about a quarter of its main-thread time on a phone); the
 * unit test holds the table to what Intl answers.
 */
export const OWN_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  fr: 'français',
  de: 'Deutsch',
  es: 'español',
  pl: 'polski',
  ru: 'русский',
  ar: 'العربية',
  tr: 'Türkçe',
};

/**
 * Languages are chosen by subdomain (§9): plain links to the same page on each language's host,
 * reachable by keyboard and by crawlers alike.
 */
export function LanguageLinks() {
  const { t, i18n } = useTranslation('auth');
  const { pathname, search } = useLocation();
  const { protocol, hostname, port } = window.location;
  return (
    <nav className="language-links" aria-label={t('layout.language')}>
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={`${protocol}//${hostForLanguage(hostname, language)}${port ? `:${port}` : ''}${pathname}${search}`}
              lang={language}
              hrefLang={language}
              aria-current={i18n.language === language ? 'true' : undefined}
            >
              {OWN_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
