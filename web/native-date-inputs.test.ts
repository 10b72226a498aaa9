import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every date and time field is the design system's date picker or time input. The browser's own
 * date and time inputs read in the browser's language, not the app's (mm/dd/yyyy and --:-- in an
 * Arabic page), ignore right-to-left and look different in every browser.
 */
const SRC = new URL('./src/', import.meta.url).pathname;
const NATIVE = /type\s*[=:]\s*\{?\s*["'`](date|time|datetime-local|month|week)["'`]/;

const sources = (readdirSync(SRC, { recursive: true }) as string[]).filter(
  (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path),
);

describe('no native date or time input', () => {
  it('finds the sources it scans', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect('<input type="time" />').toMatch(NATIVE);
    expect("{ type: 'date' }").toMatch(NATIVE);
  });

  it.each(sources)('%s uses the date picker and time input, not the browser’s', (path) => {
    const lines = readFileSync(SRC + path, 'utf8').split('\n');
    const found = lines.filter((line) => NATIVE.test(line)).map((line) => line.trim());
    expect(found).toEqual([]);
  });
});
