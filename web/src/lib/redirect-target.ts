/**
 * Where /user/logout and /user/refresh go next (§2, §9): the query value, already URL-decoded
 * once by URLSearchParams — decoding it a second time is what made `100%25` throw. Only a path on
 * this app's own origin is followed; anything else (malformed percent-encoding, another host,
 * `javascript:`, a protocol-relative `//host`) falls back to the default `/`.
 */
export const DEFAULT_REDIRECT = '/';

/** The value as a URL of this app when it is a path of this app; null for anything else. */
function pathOfThisApp(value: string | null, origin: string): URL | null {
  if (!value) return null;
  // Browsers read `\` as `/`, so `/\host` would leave the origin; control characters are never a path.
  if (
    value.includes('\\') ||
    [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  )
    return null;
  try {
    decodeURIComponent(value);
  } catch {
    return null;
  }
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(value);
  if (!absolute && (!value.startsWith('/') || value.startsWith('//'))) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  return url.origin === new URL(origin).origin ? url : null;
}

export function redirectTarget(value: string | null, origin: string): URL {
  return pathOfThisApp(value, origin) ?? new URL(DEFAULT_REDIRECT, origin);
}

/**
 * Where a ref query parameter sends someone signed in (§2, the sign-in, MFA set-up, `/`):
 * the ref when it is a path of this app (path, query and hash), else `fallback`. A ref of another
 * host, or no path at all, is as if none were given: following it would leave the person on the
 * page they came from (the router cannot navigate there), or lead them off the app.
 */
export function refDestination(value: string | null, origin: string, fallback: string): string {
  const url = pathOfThisApp(value, origin);
  return url ? url.pathname + url.search + url.hash : fallback;
}
