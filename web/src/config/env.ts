// The only place that reads import.meta.env: everything else imports `env`.
// Checked by hand rather than with a zod schema, so that the entry chunk does not need zod.

type RawEnv = Record<string, unknown>;

/** A string variable: its default when unset; anything else but a string is a build error. */
function text(raw: RawEnv, key: string, fallback: string): string;
function text(raw: RawEnv, key: string): string | undefined;
function text(raw: RawEnv, key: string, fallback?: string): string | undefined {
  const value = raw[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'string') throw new Error(`${key} must be a string`);
  return value;
}

/** A URL variable: it must parse as an absolute URL. */
function url(raw: RawEnv, key: string): string | undefined {
  const value = text(raw, key);
  if (value === undefined) return undefined;
  try {
    new URL(value.trim());
  } catch {
    throw new Error(`${key} must be a URL, got "${value}"`);
  }
  return value;
}

function requiredUrl(raw: RawEnv, key: string): string {
  const value = url(raw, key);
  if (value === undefined) throw new Error(`${key} is required`);
  return value;
}

export function parseEnv(raw: RawEnv) {
  const apiUrl = requiredUrl(raw, 'VITE_API_URL');
  return {
    apiUrl,
    userPoolId: text(raw, 'VITE_USER_POOL_ID', 'local_MockPool1'),
    userPoolClientId: text(raw, 'VITE_USER_POOL_CLIENT_ID', 'mockwebclient'),
    userPoolEndpoint: `${apiUrl}/cognito/`,
    productName: text(raw, 'VITE_PRODUCT_NAME', 'Harbor'),
    corporateHost: url(raw, 'VITE_CORPORATE_HOST') ?? `${apiUrl}/__corporate`,
    legacyHost: url(raw, 'VITE_LEGACY_HOST') ?? `${apiUrl}/__legacy`,
    /** The identity system name sent as validation data on login (§7). */
    systemName: text(raw, 'VITE_SYSTEM_NAME', 'HARBOR_WEB'),
    /** §2/§4: the primary app or one of its variants (they land on /schedule). */
    primaryVariant: text(raw, 'VITE_APP_VARIANT', 'primary') === 'primary',
    /** §7: the host variant that sends the calling page in a header names it here. */
    referrerHeader: text(raw, 'VITE_REFERRER_HEADER'),
    /** §7: the identity service runs in-app or in the /ilm frame on authIframeHost (issue 4). */
    authService: text(raw, 'VITE_AUTH_SERVICE', 'in-app'),
    authIframeHost: url(raw, 'VITE_AUTH_IFRAME_HOST'),
  } as const;
}

/**
 * The server that serves the page may point it at another API with `<meta name="api-url">`: one
 * build then serves many places (the browser tests give each worker its own mock server this way).
 */
function servedApiUrl(): RawEnv {
  const meta = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[name="api-url"]');
  return meta?.content ? { VITE_API_URL: meta.content } : {};
}

export const env = parseEnv({ ...(import.meta.env as RawEnv), ...servedApiUrl() });
