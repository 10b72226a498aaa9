import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every namespace of web/locales, in every language of §9: the keys English has, the plural forms
 * each language needs, the same placeholders, and real translations rather than English copies.
 */
const LOCALES = new URL('../../locales/', import.meta.url);
const LANGUAGES = ['fr', 'de', 'es', 'pl', 'ru', 'ar', 'tr'] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
// Product names, units and words like "OK" or "Email" legitimately stay the same in a language.
const MAX_SHARE_UNTRANSLATED = 0.2;
const ALWAYS_ALLOWED_UNTRANSLATED = 2;

type Tree = { [key: string]: string | Tree };
const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`${lang}/${ns}.json`, LOCALES), 'utf8')) as Tree;

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const baseKeys = (strings: Map<string, string>) =>
  [...new Set([...strings.keys()].map((k) => k.replace(PLURAL_SUFFIX, '')))].sort();
const placeholders = (text: string | undefined) =>
  [...new Set(text?.match(/{{\s*\w+\s*}}/g) ?? [])].sort();
const namespaces = readdirSync(new URL('en/', LOCALES))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));

describe('translations (§9)', () => {
  it.each(namespaces)('[R9-06] every language has a file for the %s namespace', (ns) => {
    for (const lang of LANGUAGES) expect(() => load(lang, ns), `${lang}/${ns}.json`).not.toThrow();
  });

  describe.each(namespaces)('%s', (ns) => {
    const english = leaves(load('en', ns));
    it.each(LANGUAGES)(
      '[R9-06] %s has every key, its plural forms and placeholders, translated',
      (lang) => {
        const strings = leaves(load(lang, ns));
        expect(baseKeys(strings)).toEqual(baseKeys(english));
        const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        for (const key of english.keys()) {
          if (!key.endsWith('_other')) continue;
          const stem = key.replace(PLURAL_SUFFIX, '');
          for (const form of forms)
            expect(strings.has(`${stem}_${form}`), `${stem}_${form}`).toBe(true);
        }
        for (const [key, value] of strings) {
          expect(value.trim(), key).not.toBe('');
          const source = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'));
          const expected = placeholders(source).filter(
            (p) => !/count/.test(p) || placeholders(value).includes(p),
          );
          expect(
            placeholders(value).filter((p) => !/count/.test(p)),
            `${lang}.${key}`,
          ).toEqual(expected.filter((p) => !/count/.test(p)));
        }
        const same = [...english].filter(
          ([key, value]) => strings.get(key) === value && /[a-z]{3}/i.test(value),
        );
        const allowed = Math.max(
          ALWAYS_ALLOWED_UNTRANSLATED,
          english.size * MAX_SHARE_UNTRANSLATED,
        );
        expect(same.length, `${lang}: ${same.map(([k]) => k).join(', ')}`).toBeLessThanOrEqual(
          allowed,
        );
      },
    );
  });
});
