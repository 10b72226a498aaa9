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
  if (parts?.length === 3 && parts.every((p) => p >= 0 && p <= 255)) return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
  return null;
}

export const headerTheme = (header: Rgb): HeaderTheme =>
  header[0] === 255 && header[1] === 255 && header[2] === 255 ? 'light' : 'tent';

export interface BrandTheme {
  accent: Rgb;
  header: Rgb;
  theme: HeaderTheme;
}

export function brandTheme(colours: { background_color?: string | null; accent_color?: string | null } | null | undefined): BrandTheme {
  const header = parseColour(colours?.background_color) ?? DEFAULT_HEADER;
  const accent = parseColour(colours?.accent_color) ?? DEFAULT_ACCENT;
  return { accent, header, theme: headerTheme(header) };
}

export const cssRgb = (c: Rgb) => `rgb(${c[0]} ${c[1]} ${c[2]})`;

export type BrandColours = { background_color?: string | null; accent_color?: string | null };

/**
 * §3 brand_theme: the signed-in brand's last colours. A reload paints the header in them while the
 * profile scheme is still on its way, instead of flashing the default white [R1-03]. Logout clears it.
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
  writeItem('brand_theme', JSON.stringify({ background_color: colours?.background_color ?? null, accent_color: colours?.accent_color ?? null }));
}
