/** Brand theming (§4, §9): the header colour decides light or tent; the accent themes controls. */
import { readItem, writeItem } from './storage';

export type Rgb = readonly [number, number, number];

export const DEFAULT_ACCENT: Rgb = [0, 136, 221];
export const DEFAULT_HEADER: Rgb = [255, 255, 255];

export type HeaderTheme = 'light' | 'tent';

/** Accepts "r,g,b", "#rrggbb" or "rgb(r g b)"; anything else is not a colour. */
export function parseColour(value: string | null | undefined): Rgb | null {
  if (!value) return null;
  const hex = /^#?([0-9a-f]{6})$/i.exec(value.trim());
  if (hex?.[1]) {
    const n = Number.parseInt(hex[1], 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  const parts = value.match(/\d+/g)?.map(Number);
  if (parts?.length === 3 && parts.every((p) => p >= 0 && p <= 255))
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
  return null;
}

export const headerTheme = (header: Rgb): HeaderTheme =>
  header[0] === 255 && header[1] === 255 && header[2] === 255 ? 'light' : 'tent';

export interface BrandTheme {
  accent: Rgb;
  header: Rgb;
  theme: HeaderTheme;
}

export function brandTheme(
  colours: { background_color?: string | null; accent_color?: string | null } | null | undefined,
): BrandTheme {
  const header = parseColour(colours?.background_color) ?? DEFAULT_HEADER;
  const accent = parseColour(colours?.accent_color) ?? DEFAULT_ACCENT;
  return { accent, header, theme: headerTheme(header) };
}

export const cssRgb = (c: Rgb) => `rgb(${c[0]} ${c[1]} ${c[2]})`;

export type BrandColours = { background_color?: string | null; accent_color?: string | null };

/**
 * §3 brand_theme: the signed-in brand's last colours. A reload paints the header in them while the
 * profile scheme is still on its way, instead of flashing the default white. Logout clears it.
 */
export function rememberedColours(): BrandColours | null {
  try {
    const raw = readItem('brand_theme');
    return raw ? (JSON.parse(raw) as BrandColours) : null;
  } catch {
    return null;
  }
}

export function rememberColours(colours: BrandColours | null | undefined): void {
  writeItem(
    'brand_theme',
    JSON.stringify({
      background_color: colours?.background_color ?? null,
      accent_color: colours?.accent_color ?? null,
    }),
  );
}

/**
 * Readable colour under any brand (WCAG 2.x): brands send any accent and header colour,
 * so text drawn on or in a themed colour is chosen here, never taken from the brand as is.
 */
export const WHITE: Rgb = [255, 255, 255];
export const INK: Rgb = [29, 36, 51];
/** The strongest tint of the accent the app lays under accent text (chips, active rows). */
export const ACCENT_TINT = 0.15;
export const MIN_CONTRAST = 4.5;
export const MIN_CONTRAST_LARGE = 3;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export const luminance = ([r, g, b]: Rgb) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

export function contrast(a: Rgb, b: Rgb) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `share` of `colour` over `base`, as CSS color-mix(in srgb, colour share, base) draws it. */
export const mix = (colour: Rgb, base: Rgb, share: number): Rgb =>
  colour.map((c, i) => Math.round(c * share + (base[i] ?? 0) * (1 - share))) as unknown as Rgb;

/** The foreground for text drawn on `background`: white or ink, whichever reads better. */
export function foregroundOn(background: Rgb, minimum = MIN_CONTRAST): Rgb {
  const best = contrast(WHITE, background) >= contrast(INK, background) ? WHITE : INK;
  // Ink and white both miss only on a handful of mid greys; black always clears 4.5 there.
  return contrast(best, background) >= minimum ? best : [0, 0, 0];
}

/**
 * The accent as text (and as a fill under white text): the brand's accent, darkened just enough
 * to read at `minimum` on white and on the accent's own tint. A dark accent is kept as it is.
 */
export function accentForText(accent: Rgb, minimum = MIN_CONTRAST): Rgb {
  const reads = (c: Rgb) =>
    contrast(c, WHITE) >= minimum && contrast(c, mix(accent, WHITE, ACCENT_TINT)) >= minimum;
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(accent, [0, 0, 0], 1 - step / 20);
    if (reads(candidate)) return candidate;
  }
  return [0, 0, 0];
}

/** The CSS custom properties a brand's theme sets on the document (styles.css holds the defaults). */
export function themeProperties(theme: BrandTheme): Record<string, string> {
  const strong = accentForText(theme.accent);
  return {
    '--accent': cssRgb(theme.accent),
    '--accent-strong': cssRgb(strong),
    '--on-accent': cssRgb(foregroundOn(theme.accent)),
    '--on-accent-strong': cssRgb(foregroundOn(strong)),
    '--header': cssRgb(theme.header),
    '--on-header': cssRgb(foregroundOn(theme.header)),
  };
}
