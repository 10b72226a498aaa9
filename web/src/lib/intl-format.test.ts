import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-format';

describe('Intl formatters built once', () => {
  it('gives the same formatter for the same locale and options, a new one otherwise', () => {
    const first = dateTimeFormat('fr', { month: 'short' });
    expect(dateTimeFormat('fr', { month: 'short' })).toBe(first);
    expect(dateTimeFormat('en', { month: 'short' })).not.toBe(first);
    expect(dateTimeFormat('fr', { month: 'long' })).not.toBe(first);
    expect(relativeTimeFormat('de', { numeric: 'auto' }).format(-1, 'day')).toBe('gestern');
  });

  it('caches nothing when the options are refused, so the caller can fall back', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'not-a-currency' })).toThrow(
      RangeError,
    );
    expect(() => numberFormat('en', { style: 'currency', currency: 'not-a-currency' })).toThrow(
      RangeError,
    );
  });
});
