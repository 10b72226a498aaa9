import { LANGUAGES } from '@ws/contracts';
import { describe, expect, it } from 'vitest';
import { hostForLanguage, languageFromHost, looksLikeInjection } from './i18n';

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

describe('language links', () => {
  it('[R9-06] each language lives under its own label; English on the bare host', () => {
    expect(hostForLanguage('localhost', 'ar')).toBe('ar.localhost');
    expect(hostForLanguage('ar.localhost', 'fr')).toBe('fr.localhost');
    expect(hostForLanguage('fr.app.example.com', 'en')).toBe('app.example.com');
    expect(hostForLanguage('app.example.com', 'de')).toBe('de.app.example.com');
    for (const language of LANGUAGES)
      expect(languageFromHost(hostForLanguage('app.example.com', language))).toBe(language);
  });
});
