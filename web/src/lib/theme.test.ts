import { describe, expect, it } from 'vitest';
import { brandTheme, DEFAULT_ACCENT, DEFAULT_HEADER, headerTheme, parseColour } from './theme';

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
});
