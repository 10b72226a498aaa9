// The only place that reads import.meta.env: everything else imports `env`.
// Checked by hand rather than with a zod schema, so that the entry chunk does not need zod.
import type { Environment } from './environments';
import {
  ENVIRONMENTS,
  hostedEnvironment,
  isEnvironmentName,
  localEnvironment,
} from './environments';

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

/** The environment chosen at build time (VITE_APP_ENV, default local). */
function environmentOf(raw: RawEnv): Environment {
  const name = text(raw, 'VITE_APP_ENV', 'local');
  if (!isEnvironmentName(name))
    throw new Error(`VITE_APP_ENV must be one of ${ENVIRONMENTS.join(', ')}, got "${name}"`);
  if (name !== 'local') return hostedEnvironment(name);
  // Offline, the hosts are the mock server's (its address is baked in by vite.config.ts).
  const apiUrl = requiredUrl(raw, 'VITE_API_URL');
  const appHost =
    url(raw, 'VITE_APP_HOST') ?? globalThis.location?.origin ?? 'http://localhost:5173';
  return localEnvironment(
    apiUrl,
    appHost,
    text(raw, 'VITE_USER_POOL_ID', 'local_MockPool1'),
    text(raw, 'VITE_USER_POOL_CLIENT_ID', 'mockwebclient'),
  );
}

export function parseEnv(raw: RawEnv) {
  const environment = environmentOf(raw);
  const { apiUrl, login } = environment;
  const local = environment.name === 'local';
  return {
    environment: environment.name,
    apiUrl,
    appHost: environment.appHost,
    userPoolId: login.default.userPoolId,
    userPoolClientId: login.default.userPoolClientId,
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
    /** §7: the identity service runs in-app or in the /ilm frame on authIframeHost. */
    authService: text(raw, 'VITE_AUTH_SERVICE', 'in-app'),
    authIframeHost: local ? url(raw, 'VITE_AUTH_IFRAME_HOST') : environment.authIframeHost,
    amplifyAuthHost: environment.amplifyAuthHost,
    /** §7: the domain cookies are written for (null: host-only, as offline). */
    cookiesHost: environment.cookiesHost,
    /** §3, §7: the prefix of local storage keys. */
    storageKeyPrefix: environment.storageKeyPrefix,
    /** §9: the monitoring agent's collector. */
    rumCollectorUrl: environment.rumCollectorUrl,
    /** §7: login configurations by client id (loginConfigFor picks one). */
    login,
    /** §9 /sw.js in a build only: vite's dev server serves unhashed modules (see lib/service-worker.ts). */
    serviceWorker: raw.DEV !== true,
  } as const;
}

/**
 * The server that serves the page may point it at another API with `<meta name="api-url">`: one
 * build then serves many places (the browser tests give each worker its own mock server this way).
 */
function servedApiUrl(): RawEnv {
  const meta =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLMetaElement>('meta[name="api-url"]');
  return meta?.content ? { VITE_API_URL: meta.content } : {};
}

export const env = parseEnv({ ...(import.meta.env as RawEnv), ...servedApiUrl() });
