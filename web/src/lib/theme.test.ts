import { describe, expect, it, vi } from 'vitest';
import { clearItems, CONSENT_KEYS } from './storage';
import { brandTheme, DEFAULT_ACCENT, DEFAULT_HEADER, headerTheme, parseColour, rememberColours, rememberedColours } from './theme';

describe('brand theme (§1, §4, §9)', () => {
  it('[R9-08] default colours: accent 0,136,221; header 255,255,255', () => {
    expect(DEFAULT_ACCENT).toEqual([0, 136, 221]);
    expect(DEFAULT_HEADER).toEqual([255, 255, 255]);
    expect(brandTheme(null)).toEqual({ accent: [0, 136, 221], header: [255, 255, 255], theme: 'light' });
  });

  it('[R4-20] [R1-03] the header is light when white, otherwise tent; brand colours theme header and accent', () => {
    expect(headerTheme([255, 255, 255])).toBe('light');
    expect(headerTheme([20, 40, 80])).toBe('tent');
    expect(brandTheme({ background_color: '#142850', accent_color: '200,30,30' })).toEqual({
      accent: [200, 30, 30], header: [20, 40, 80], theme: 'tent',
    });
    expect(parseColour('nonsense')).toBeNull();
    expect(parseColour('300,0,0')).toBeNull();
  });

  it('[R1-03] the brand colours are remembered under brand_theme until logout clears them', () => {
    const data = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    });
    expect(rememberedColours()).toBeNull();
    rememberColours({ background_color: '#142850', accent_color: '200,30,30' });
    expect(data.get('h_brand_theme')).toBe('{"background_color":"#142850","accent_color":"200,30,30"}');
    expect(brandTheme(rememberedColours())).toEqual({ accent: [200, 30, 30], header: [20, 40, 80], theme: 'tent' });
    rememberColours(null);
    expect(brandTheme(rememberedColours())).toEqual(brandTheme(null));
    data.set('h_brand_theme', '{not json');
    expect(rememberedColours()).toBeNull();
    rememberColours({ background_color: '#142850' });
    clearItems(CONSENT_KEYS);
    expect(rememberedColours()).toBeNull();
    vi.unstubAllGlobals();
  });
});
