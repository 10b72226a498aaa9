/**
 * The app's languages (§9), in a module without schemas so that code needing only the list (the
 * web app's language detection, in its entry chunk) does not bring zod with it.
 */
export const LANGUAGES = ['en', 'fr', 'de', 'es', 'pl', 'ru', 'ar', 'tr'] as const;
export const FETCHED_LANGUAGES = LANGUAGES.filter((l) => l !== 'en');
