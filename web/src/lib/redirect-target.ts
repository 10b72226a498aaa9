/**
 * Where /user/logout and /user/refresh go next (§2, §9): the query value, already URL-decoded
 * once by URLSearchParams — decoding it a second time is what made `100%25` throw. Only a path on
 * this app's own origin is followed; anything else (malformed percent-encoding, another host,
 * `javascript:`, a protocol-relative `//host`) falls back to the default `/`.
 */
export const DEFAULT_REDIRECT = '/';

export function redirectTarget(value: string | null, origin: string): URL {
  const fallback = new URL(DEFAULT_REDIRECT, origin);
  if (!value) return fallback;
  // Browsers read `\` as `/`, so `/\host` would leave the origin; control characters are never a path.
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  try {
    decodeURIComponent(value);
  } catch {
    return fallback;
  }
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(value);
  if (!absolute && (!value.startsWith('/') || value.startsWith('//'))) return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  return url.origin === new URL(origin).origin ? url : fallback;
}
