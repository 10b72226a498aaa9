import { describe, expect, it } from 'vitest';
import { dayIn, formatDay, formatWhen, withLocalDays } from './dates';

// Friday 27 November 2026, 12:00 on this machine's clock.
const NOW = new Date(2026, 10, 27, 12, 0, 0).getTime();
const at = (days: number, hours = 0, minutes = 0) =>
  new Date(NOW + ((days * 24 + hours) * 60 + minutes) * 60_000).toISOString();

describe('formatWhen: relative within a week, the locale’s date beyond', () => {
  it('reads minutes and hours of the same half-day', () => {
    expect(formatWhen(at(0, 0, -5), 'en', NOW)).toBe('5 minutes ago');
    expect(formatWhen(at(0, 0, 0), 'en', NOW)).toBe('now');
    expect(formatWhen(at(0, -3), 'en', NOW)).toBe('3 hours ago');
    expect(formatWhen(at(0, 2), 'en', NOW)).toBe('in 2 hours');
  });

  it('reads days within a week, by calendar day', () => {
    expect(formatWhen(at(-1), 'en', NOW)).toBe('yesterday');
    expect(formatWhen(at(-3), 'en', NOW)).toBe('3 days ago');
    expect(formatWhen(at(2), 'en', NOW)).toBe('in 2 days');
    expect(formatWhen(at(-6), 'en', NOW)).toBe('6 days ago');
  });

  it('gives the locale’s date from a week on, either way', () => {
    expect(formatWhen(at(-7), 'en', NOW)).toBe('Nov 20, 2026');
    expect(formatWhen('2026-10-23T15:00:00.000Z', 'en', NOW)).toBe('Oct 23, 2026');
    expect(formatWhen(at(30), 'en', NOW)).toBe('Dec 27, 2026');
  });

  it('reads a calendar day as that day wherever the machine is, never to the hour', () => {
    expect(formatWhen('2026-11-27', 'en', NOW)).toBe('today');
    expect(formatWhen('2026-11-28', 'en', NOW)).toBe('tomorrow');
    expect(formatWhen('2026-11-23', 'en', NOW)).toBe('4 days ago');
    expect(formatWhen('2026-10-23', 'en', NOW)).toBe('Oct 23, 2026');
  });

  it('speaks each of the eight languages, Arabic included', () => {
    const old = '2026-10-23';
    const recent = at(-3);
    const expected: Record<string, [RegExp, RegExp]> = {
      en: [/Oct 23, 2026/, /3 days ago/],
      fr: [/23 oct\. 2026/, /il y a 3 jours/],
      de: [/23\.10\.2026/, /vor 3 Tagen/],
      es: [/23 oct 2026/, /hace 3 días/],
      pl: [/23 paź 2026/, /3 dni temu/],
      ru: [/23 окт\. 2026/, /3 дня назад/],
      ar: [/٢٣|23/, /٣|3/],
      tr: [/23 Eki 2026/, /3 gün önce/],
    };
    for (const [language, [date, relative]] of Object.entries(expected)) {
      expect(formatWhen(old, language, NOW), language).toMatch(date);
      expect(formatWhen(recent, language, NOW), language).toMatch(relative);
    }
    // Arabic writes the date its own way (right-to-left marks between its parts), never the ISO day.
    expect(formatWhen(old, 'ar', NOW)).not.toMatch(/2026-10-23/);
    expect(formatWhen(old, 'ar', NOW)).toMatch(/\u200f/);
    expect(formatWhen(recent, 'ar', NOW)).toMatch(/أيام/);
  });
});

describe('no ISO date in prose', () => {
  it('formatDay is the locale’s date of a calendar day', () => {
    expect(formatDay('2026-11-23', 'en')).toBe('Nov 23, 2026');
  });

  it('withLocalDays turns every calendar day in a text into the locale’s date', () => {
    expect(withLocalDays('Schedule published for the week of 2026-11-23', 'en')).toBe(
      'Schedule published for the week of Nov 23, 2026',
    );
    expect(withLocalDays('At 2026-11-23T10:00:00Z', 'en')).toBe('At 2026-11-23T10:00:00Z');
  });

  it('dayIn finds the day a text names', () => {
    expect(dayIn('week of 2026-11-23')).toBe('2026-11-23');
    expect(dayIn('no day here')).toBeUndefined();
  });
});
