import { z } from 'zod';
import { endpoint, publicErrors } from '../define.ts';

export const LANGUAGES = ['en', 'fr', 'de', 'es', 'pl', 'ru', 'ar', 'tr'] as const;
export const FETCHED_LANGUAGES = LANGUAGES.filter((l) => l !== 'en');

/** Translations: namespace → key → string (nested keys allowed). */
export const TranslationsSchema = z.record(z.string(), z.record(z.string(), z.unknown()));

export const content = {
  locale: endpoint({
    name: 'GET /locales/{language}.json',
    method: 'GET',
    path: '/locales/:file',
    auth: 'none',
    envelope: false,
    summary: 'Translations for every language but English (bundled), §7 Translations',
    params: z.object({ file: z.enum(FETCHED_LANGUAGES.map((l) => `${l}.json`) as [string, ...string[]]) }).strict(),
    responses: { 200: TranslationsSchema, ...publicErrors, 404: publicErrors[400] },
    example: { params: { file: 'fr.json' } },
  }),
};
