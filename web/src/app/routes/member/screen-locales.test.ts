import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The hiring, messaging, member and search screens' namespaces: every language of §9 carries
// every key English has, with the plural forms its language needs.
const NAMESPACES = ['hiring', 'messaging', 'member', 'search'] as const;
const LANGUAGES = ['fr', 'de', 'es', 'pl', 'ru', 'ar', 'tr'] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };
const load = (lang: string, ns: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../locales/${lang}/${ns}.json`, import.meta.url), 'utf8'),
  ) as Tree;

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const baseKeys = (tree: Tree) =>
  new Set([...leaves(tree).keys()].map((k) => k.replace(PLURAL_SUFFIX, '')));

describe('screen translations', () => {
  for (const ns of NAMESPACES) {
    const english = load('en', ns);
    for (const lang of LANGUAGES) {
      it(`[R9-06] ${lang}/${ns}.json has every English key, translated, with its plural forms`, () => {
        const translated = load(lang, ns);
        expect([...baseKeys(translated)].sort()).toEqual([...baseKeys(english)].sort());
        const values = leaves(translated);
        const rules = new Intl.PluralRules(lang);
        for (const key of leaves(english).keys()) {
          if (!key.endsWith('_other')) continue;
          const stem = key.replace(PLURAL_SUFFIX, '');
          for (const form of rules.resolvedOptions().pluralCategories) {
            expect(values.has(`${stem}_${form}`), `${lang} ${stem}_${form}`).toBe(true);
          }
        }
        for (const [key, value] of values) expect(value.trim(), key).not.toBe('');
      });
    }
  }
});
