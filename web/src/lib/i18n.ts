/**
 * i18next set-up (§9): English is bundled; fr, de, es, pl, ru, ar, tr are chosen by subdomain only
 * and fetched from the locales path through the API client. Namespaces are files under
 * web/locales/<lang>/<namespace>.json, one per area of the app.
 */
import { LANGUAGES } from '@ws/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { request } from './api-client';

export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

const bundled = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/en/*.json', {
  eager: true,
});
const englishResources = Object.fromEntries(
  Object.entries(bundled).map(([file, mod]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), mod.default]),
);

/** §5: a detected value that looks like script injection is discarded, never looked up. */
export const looksLikeInjection = (value: string) => /[<>"'`();]|script|javascript:|on\w+=/i.test(value);

/** Detection from the subdomain only (fr.example.com → fr); anything else is English [R9-06]. */
export function languageFromHost(hostname: string): Language {
  const label = hostname.split('.')[0]?.toLowerCase() ?? '';
  if (looksLikeInjection(label)) return DEFAULT_LANGUAGE;
  return (LANGUAGES as readonly string[]).includes(label) && hostname.includes('.')
    ? (label as Language)
    : DEFAULT_LANGUAGE;
}

/** The host that serves `language` (issue 13's language links): the same site under its language label. */
export function hostForLanguage(hostname: string, language: Language): string {
  const [first, ...rest] = hostname.split('.');
  const base = rest.length > 0 && (LANGUAGES as readonly string[]).includes(first?.toLowerCase() ?? '') ? rest.join('.') : hostname;
  return language === DEFAULT_LANGUAGE ? base : `${language}.${base}`;
}

export function applyDocumentLanguage(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = RTL_LANGUAGES.includes(language as Language) ? 'rtl' : 'ltr';
}

export async function initI18n(language: Language = languageFromHost(window.location.hostname)) {
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: Object.keys(englishResources),
    defaultNS: 'common',
    resources: { en: englishResources },
    // §9: translation values are not HTML-escaped (React escapes on render).
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (language !== DEFAULT_LANGUAGE) {
    try {
      // Only other languages need the locales call (and its schemas): loaded here, not at start.
      const { content } = await import('@ws/contracts/areas');
      const translations = await request(content.locale, { params: { file: `${language}.json` } });
      for (const [ns, values] of Object.entries(translations)) {
        i18next.addResourceBundle(language, ns, values, true, true);
      }
    } catch (error) {
      console.warn(`translations for ${language} could not be loaded; staying in English`, error);
      applyDocumentLanguage(DEFAULT_LANGUAGE);
      return i18next;
    }
  }
  await i18next.changeLanguage(language);
  applyDocumentLanguage(language);
  return i18next;
}
