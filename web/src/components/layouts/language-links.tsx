import { LANGUAGES } from '@ws/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { hostForLanguage, type Language } from '../../lib/i18n';

/** Each language's name in that language, so a reader finds their own whatever the page is in. */
const ownName = (language: Language) => new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;

/**
 * Languages are chosen by subdomain (§9): plain links to the same page on each language's host,
 * reachable by keyboard and by crawlers alike (issue 13).
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
              {ownName(language)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
