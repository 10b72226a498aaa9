import { LANGUAGES } from '@ws/contracts';
import { describe, expect, it } from 'vitest';
import { languageFromHost, looksLikeInjection } from './i18n';

describe('language detection (§5, §9)', () => {
  it('[R9-06] languages come from the subdomain only; default and fallback en', () => {
    expect(LANGUAGES).toEqual(['en', 'fr', 'de', 'es', 'pl', 'ru', 'ar', 'tr']);
    expect(languageFromHost('fr.localhost')).toBe('fr');
    expect(languageFromHost('ar.app.example.com')).toBe('ar');
    expect(languageFromHost('app.example.com')).toBe('en');
    expect(languageFromHost('localhost')).toBe('en');
    expect(languageFromHost('xx.example.com')).toBe('en');
  });

  it('[R5-16] values that look like script injection are discarded', () => {
    expect(looksLikeInjection('<script>alert(1)</script>')).toBe(true);
    expect(looksLikeInjection('javascript:alert(1)')).toBe(true);
    expect(looksLikeInjection('fr')).toBe(false);
    expect(languageFromHost('<script>.example.com')).toBe('en');
    expect(languageFromHost('fr"onload=x.example.com')).toBe('en');
  });
});
