import { describe, expect, it, vi } from 'vitest';
import { clearItems, CONSENT_KEYS } from './storage';
import {
  ACCENT_TINT,
  accentForText,
  brandTheme,
  contrast,
  DEFAULT_ACCENT,
  DEFAULT_HEADER,
  foregroundOn,
  headerTheme,
  MIN_CONTRAST,
  MIN_CONTRAST_LARGE,
  mix,
  parseColour,
  rememberColours,
  rememberedColours,
  type Rgb,
  themeProperties,
} from './theme';

describe('brand theme (§1, §4, §9)', () => {
  it('[R9-08] default colours: accent 0,136,221; header 255,255,255', () => {
    expect(DEFAULT_ACCENT).toEqual([0, 136, 221]);
    expect(DEFAULT_HEADER).toEqual([255, 255, 255]);
    expect(brandTheme(null)).toEqual({
      accent: [0, 136, 221],
      header: [255, 255, 255],
      theme: 'light',
    });
  });

  it('[R4-20] [R1-03] the header is light when white, otherwise tent; brand colours theme header and accent', () => {
    expect(headerTheme([255, 255, 255])).toBe('light');
    expect(headerTheme([20, 40, 80])).toBe('tent');
    expect(brandTheme({ background_color: '#142850', accent_color: '200,30,30' })).toEqual({
      accent: [200, 30, 30],
      header: [20, 40, 80],
      theme: 'tent',
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
    expect(data.get('h_brand_theme')).toBe(
      '{"background_color":"#142850","accent_color":"200,30,30"}',
    );
    expect(brandTheme(rememberedColours())).toEqual({
      accent: [200, 30, 30],
      header: [20, 40, 80],
      theme: 'tent',
    });
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

describe('readable colour under any brand theme', () => {
  const white: Rgb = [255, 255, 255];
  const brands: Record<string, Rgb> = {
    'light (yellow)': [255, 230, 0],
    'light (pastel)': [200, 230, 255],
    white: [255, 255, 255],
    'mid-tone (default accent)': [0, 136, 221],
    'mid-tone (grey)': [119, 119, 119],
    'mid-tone (orange)': [230, 120, 30],
    'dark (navy)': [20, 40, 80],
    black: [0, 0, 0],
  };

  it('contrast follows WCAG: white on #0088dd is 3.77:1, black on white 21:1', () => {
    expect(contrast([255, 255, 255], [0, 136, 221])).toBeCloseTo(3.77, 2);
    expect(contrast([0, 0, 0], white)).toBeCloseTo(21, 5);
  });

  for (const [name, colour] of Object.entries(brands)) {
    it(`text on a ${name} brand colour reads at 4.5:1 or more`, () => {
      expect(contrast(foregroundOn(colour), colour)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrast(foregroundOn(colour, MIN_CONTRAST_LARGE), colour)).toBeGreaterThanOrEqual(
        MIN_CONTRAST_LARGE,
      );
    });

    it(`a ${name} accent as text reads at 4.5:1 on white and on its tint, and carries white text`, () => {
      const strong = accentForText(colour);
      expect(contrast(strong, white)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrast(strong, mix(colour, white, ACCENT_TINT))).toBeGreaterThanOrEqual(
        MIN_CONTRAST,
      );
      expect(contrast(foregroundOn(strong), strong)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    });
  }

  it('a dark accent is kept as the brand sent it; the default one is darkened only as far as needed', () => {
    expect(accentForText([20, 40, 80])).toEqual([20, 40, 80]);
    const strong = accentForText([0, 136, 221]);
    expect(contrast(strong, white)).toBeLessThan(7);
  });

  it('the theme sets the strong accent and the foregrounds for header and accent', () => {
    const props = themeProperties(
      brandTheme({ background_color: '#142850', accent_color: '255,230,0' }),
    );
    expect(props['--on-header']).toBe('rgb(255 255 255)');
    expect(props['--on-accent']).toBe('rgb(29 36 51)');
    expect(props['--accent']).toBe('rgb(255 230 0)');
    expect(props['--accent-strong']).not.toBe(props['--accent']);
  });
});
