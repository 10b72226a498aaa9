/**
 * i18next set-up (§9): English is bundled; fr, de, es, pl, ru, ar, tr are chosen by subdomain only
 * and fetched from the locales path through the API client. Namespaces are files under
 * web/locales/<lang>/<namespace>.json, one per area of the app.
 */
import { LANGUAGES } from '@ws/contracts';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { request } from './api-client';
import { receiveLanguageHandoff } from './i18n-switch';

export { hostForLanguage } from './i18n-switch';
import { STORAGE_PREFIX } from './storage';

export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

// English namespaces the first screen of any page reads (sign-in, the signed-in frame, widgets) come
// with the app; each other area's file is a chunk of its own, loaded when a screen first asks for
// its namespace (react-i18next suspends until it is in).
const bundled = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/en/{common,ui,auth,shell}.json',
  { eager: true },
);
const onDemand = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/en/*.json',
  '!../../locales/en/{common,ui,auth,shell}.json',
]);
const namespaceOf = (file: string) => file.replace(/^.*\/(.+)\.json$/, '$1');
const englishResources = Object.fromEntries(
  Object.entries(bundled).map(([file, mod]) => [namespaceOf(file), mod.default]),
);
/** The namespaces every page has at once, bundled with the app. */
export const BUNDLED_NAMESPACES = Object.keys(englishResources);
const englishOnDemand = new Map(
  Object.entries(onDemand).map(([file, load]) => [namespaceOf(file), load]),
);

/**
 * i18next's backend for the English files not bundled. Other languages arrive whole from the
 * locales call (added as resource bundles), so nothing is read for them here.
 */
const englishFilesBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = language === DEFAULT_LANGUAGE ? englishOnDemand.get(namespace) : undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (mod) => callback(null, mod.default as ResourceKey),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** §5: a detected value that looks like script injection is discarded, never looked up. */
export const looksLikeInjection = (value: string) =>
  /[<>"'`();]|script|javascript:|on\w+=/i.test(value);

/** Detection from the subdomain only (fr.example.com → fr); anything else is English. */
export function languageFromHost(hostname: string): Language {
  const label = hostname.split('.')[0]?.toLowerCase() ?? '';
  if (looksLikeInjection(label)) return DEFAULT_LANGUAGE;
  return (LANGUAGES as readonly string[]).includes(label) && hostname.includes('.')
    ? (label as Language)
    : DEFAULT_LANGUAGE;
}

export function applyDocumentLanguage(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = RTL_LANGUAGES.includes(language as Language) ? 'rtl' : 'ltr';
}

export async function initI18n(language: Language = languageFromHost(window.location.hostname)) {
  // Before any screen reads the session: a language change hands it over in the address.
  receiveLanguageHandoff(window.location, document.referrer, localStorage, STORAGE_PREFIX);
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(initReactI18next)
    .use(englishFilesBackend)
    .init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      // A copy: i18next adds each namespace it loads to this list.
      ns: [...BUNDLED_NAMESPACES],
      // Bundled namespaces are used as they are; the others are read through the backend.
      partialBundledLanguages: true,
      defaultNS: 'common',
      resources: { en: englishResources },
      // §9: translation values are not HTML-escaped (React escapes on render).
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  if (language !== DEFAULT_LANGUAGE) {
    try {
      // Only other languages need the locales call (and its schemas): loaded here, not at start.
      // Its own module, not the areas index, which would load every area's chunk and stylesheet.
      const { locale } = (await import('@ws/contracts/content')).content;
      const translations = await request(locale, { params: { file: `${language}.json` } });
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
