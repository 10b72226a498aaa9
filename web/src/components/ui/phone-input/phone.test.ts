import { describe, expect, it } from 'vitest';
import {
  flagEmoji,
  formatNational,
  listCountries,
  nationalOf,
  PHONE_SEARCH_DEBOUNCE_MS,
  regionOf,
  sanitisePhone,
  searchCountries,
  toE164,
} from './phone';

describe('phone input (§2, §5, §9)', () => {
  it('[R5-09] accepts only digits and plus', () => {
    expect(sanitisePhone('+1 (201) 555-0123 ext')).toBe('+12015550123');
    expect(sanitisePhone('abc')).toBe('');
  });

  it('[R5-09] national mode: the national number becomes E.164 with the dial code', () => {
    expect(toE164('GB', '07400 123456')).toBe('+447400123456');
    expect(toE164('US', '201-555-0123')).toBe('+12015550123');
    expect(toE164('US', '+447400123456')).toBe('+447400123456');
    expect(toE164('US', '')).toBe('');
    expect(formatNational('US', '2015550123')).toBe('(201) 555-0123');
    expect(regionOf('+447400123456')).toBe('GB');
    expect(nationalOf('+12015550123')).toBe('(201) 555-0123');
  });

  it('[R2-49] lists countries with flags and dial codes, searchable by name, code or dial code', () => {
    expect(flagEmoji('fr')).toBe('🇫🇷');
    const countries = listCountries('en');
    const france = countries.find((c) => c.code === 'FR');
    expect(france).toMatchObject({ name: 'France', dialCode: '+33', flag: '🇫🇷' });
    expect(searchCountries(countries, 'fran').map((c) => c.code)).toContain('FR');
    expect(searchCountries(countries, '+33').map((c) => c.code)).toContain('FR');
    expect(searchCountries(countries, 'de').map((c) => c.code)).toContain('DE');
    expect(searchCountries(countries, 'qqqq')).toEqual([]);
  });

  it('[R9-12] debounces the country search by 100 ms', () => {
    expect(PHONE_SEARCH_DEBOUNCE_MS).toBe(100);
  });
});
