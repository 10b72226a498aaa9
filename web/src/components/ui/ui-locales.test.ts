import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<{ default: Tree }>('../../../locales/*/ui.json', { eager: true });
const byLanguage = Object.fromEntries(
  Object.entries(files).map(([path, mod]) => [path.split('/').at(-2) ?? path, mod.default]),
);

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    if (typeof value === 'string') all[`${prefix}${key}`] = value;
    else Object.assign(all, flatten(value, `${prefix}${key}.`));
    return all;
  }, {});
}

// Plural suffixes differ by language (Polish and Russian have few/many, Arabic six forms).
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (text: string) => [...new Set(text.match(/{{\w+}}/g) ?? [])].sort();

describe("the widgets' 'ui' namespace (§9)", () => {
  const english = flatten(byLanguage.en ?? {});

  it('[R9-06] exists for en, fr, de, es, pl, ru, ar and tr', () => {
    expect(Object.keys(byLanguage).sort()).toEqual([
      'ar',
      'de',
      'en',
      'es',
      'fr',
      'pl',
      'ru',
      'tr',
    ]);
  });

  it.each(['fr', 'de', 'es', 'pl', 'ru', 'ar', 'tr'])(
    '[R9-06] %s translates every key with the same placeholders',
    (language) => {
      const translated = flatten(byLanguage[language] ?? {});
      expect([...new Set(Object.keys(translated).map(base))].sort()).toEqual(
        [...new Set(Object.keys(english).map(base))].sort(),
      );
      for (const [key, text] of Object.entries(translated)) {
        const source = english[key] ?? english[`${base(key)}_other`] ?? '';
        if (!key.endsWith('_zero'))
          expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(source));
        expect(text.trim(), `${language} ${key}`).not.toBe('');
      }
    },
  );
});
