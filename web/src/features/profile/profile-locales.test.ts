import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every language of §9 carries every key the English profile namespace has, with its plural forms.
const LANGUAGES = ['fr', 'de', 'es', 'pl', 'ru', 'ar', 'tr'] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };
const load = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../../locales/${lang}/profile.json`, import.meta.url), 'utf8')) as Tree;

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
const baseKeys = (tree: Tree) => new Set([...leaves(tree).keys()].map((k) => k.replace(PLURAL_SUFFIX, '')));

describe('profile translations', () => {
  const english = load('en');
  for (const lang of LANGUAGES) {
    it(`[R9-06] ${lang}/profile.json has every English key, translated, with its plural forms`, () => {
      const translated = load(lang);
      expect([...baseKeys(translated)].sort()).toEqual([...baseKeys(english)].sort());
      const values = leaves(translated);
      const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const key of leaves(english).keys()) {
        if (!key.endsWith('_other')) continue;
        const stem = key.replace(PLURAL_SUFFIX, '');
        for (const form of forms) expect(values.has(`${stem}_${form}`), `${lang} ${stem}_${form}`).toBe(true);
      }
      for (const [key, value] of values) expect(value.trim(), key).not.toBe('');
    });
  }
});
