import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One icon set: lucide's line icons. Emoji and text glyphs drawn as icons depend on the fonts of
 * the machine (an empty box on a Chromium without an emoji font) and look unlike the rest.
 */
const SRC = new URL('./src/', import.meta.url).pathname;
const GLYPHS = /[✉👁🙈⠿★☆☰✕↑↓←→⚙⌂⌕◎◷⇄✓✔✖]|[\u{1F300}-\u{1FAFF}]/u;
/** A lone × or − as the text of an element or attribute: the close and zoom glyphs. */
const LONE_SIGN = /(>\s*[×−+]\s*<)|(=\s*["'{]\s*[×−]\s*["'}])|(['"][×−]['"])/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

/** Source without comments, so words about a glyph may stay. */
const code = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');

describe('one icon set', () => {
  it.each(files(SRC).map((f) => [f.slice(SRC.length), f]))(
    '%s draws no emoji or text glyph as an icon',
    (_name, file) => {
      const text = code(readFileSync(file, 'utf8'));
      for (const line of text.split('\n')) {
        expect(line, line.trim()).not.toMatch(GLYPHS);
        expect(line, line.trim()).not.toMatch(LONE_SIGN);
      }
    },
  );
});
