import { describe, expect, it } from 'vitest';
import { isoDate } from '../src/db/iso-date.ts';

/** Dates come from a bounded cache, written exactly as Date#toISOString writes them. */
describe('isoDate', () => {
  it('writes a time as toISOString does, from the cache the second time', () => {
    const ms = Date.UTC(2026, 10, 26, 14, 5, 6, 7);
    expect(isoDate(ms)).toBe('2026-11-26T14:05:06.007Z');
    expect(isoDate(ms)).toBe(new Date(ms).toISOString());
  });

  it('an invalid time throws, as toISOString does, and is not kept', () => {
    expect(() => isoDate(Number.NaN)).toThrow(RangeError);
    expect(() => isoDate(Number.NaN)).toThrow(RangeError);
  });

  it('many distinct times are all written right (the cache is emptied when full, never wrong)', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 25_000; i += 1)
      expect(isoDate(start + i * 1000)).toBe(new Date(start + i * 1000).toISOString());
  });
});
