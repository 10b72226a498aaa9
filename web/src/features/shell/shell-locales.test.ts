import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*/shell.json', { eager: true });

function flatten(value: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, v]) =>
      typeof v === 'string' ? [[prefix + key, v]] : Object.entries(flatten(v as Record<string, unknown>, `${prefix}${key}.`)),
    ),
  );
}

const byLang = Object.fromEntries(
  Object.entries(files).map(([path, mod]) => [path.replace(/^.*locales\/(\w+)\/shell\.json$/, '$1'), flatten(mod.default)]),
);
const english = byLang.en ?? {};

// Languages have their own plural forms (Arabic six, Polish four): compare keys without them.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (strings: Record<string, string>) => [...new Set(Object.keys(strings).map((k) => k.replace(PLURAL, '')))].sort();

describe('shell translations (§9)', () => {
  it('[R9-06] every language has every shell string, really translated', () => {
    expect(Object.keys(byLang).sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'pl', 'ru', 'tr']);
    for (const [lang, strings] of Object.entries(byLang)) {
      expect(baseKeys(strings), lang).toEqual(baseKeys(english));
      if (lang === 'en') continue;
      const same = Object.keys(english).filter((k) => strings[k] === english[k]);
      // Words like "Ok", "Menu" or "Marketing" are the same in some languages; nothing more.
      expect(same.length, `${lang}: ${same.join(', ')}`).toBeLessThanOrEqual(5);
      for (const [key, value] of Object.entries(strings)) {
        const source = english[key] ?? english[key.replace(PLURAL, '_other')];
        const placeholders = (source?.match(/{{\w+}}/g) ?? []).sort();
        expect((value.match(/{{\w+}}/g) ?? []).sort(), `${lang}.${key}`).toEqual(placeholders);
      }
    }
  });
});
