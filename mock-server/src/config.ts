/** Identity settings shared by the mock server and the web app's Amplify config (not secrets). */
export const USER_POOL_ID = 'local_MockPool1';
export const USER_POOL_CLIENT_ID = 'mockwebclient';
export const DEFAULT_MOCK_PORT = 4010;
export const DEFAULT_WEB_PORT = 5173;
/** Calls the request journal keeps by default: about 4 MB with bodies at their cap. */
export const DEFAULT_JOURNAL_SIZE = 1000;

/** How the server is started: `server.ts` reads it from flags and env, tests build it directly. */
export interface ServerConfig {
  port: number;
  /** The address it binds; anything but loopback makes the control plane ask for the admin token. */
  host: string;
  /** The address people reach it at: tokens' issuer, the docs and the hosted sign-in pages use it. */
  publicUrl: string;
  /** Browser origins granted CORS; `http://*.localhost:5173` stands for every language subdomain. */
  allowedOrigins: string[];
  /** A saved world (`.worlds/NAME.json`) to start from instead of the seed. */
  worldFile: string | undefined;
  scale: number;
  /** `--enterprise-scale N`: N times the regions and locations of the enterprise persona's group. */
  enterpriseScale: number;
  seed: number | undefined;
  /** Calls the request journal keeps; 0 turns it off (load tests). */
  journalSize: number;
  /** Answers checked against the endpoint table; off only for benchmarks (`--no-strict`). */
  strictResponses: boolean;
  /** `--proxy-to URL` with `--proxy-route PATTERN` (repeatable): those calls go to a real backend. */
  proxy: { target: string; routes: string[] } | undefined;
}

/** The web app's own origins: the demo origin, its language subdomains and the /ilm frame's second origin (§7). */
export const webOrigins = (webPort: number | string = DEFAULT_WEB_PORT) => [
  `http://localhost:${webPort}`,
  `http://*.localhost:${webPort}`,
  `http://127.0.0.1:${webPort}`,
];

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;
export const isLoopback = (host: string) => LOOPBACK.test(host);

/** One matcher for the configured origins; a `*.` label matches exactly one DNS label. */
export function originMatcher(patterns: readonly string[]): (origin: string) => boolean {
  const exact = new Set<string>();
  const wild: RegExp[] = [];
  for (const pattern of patterns
    .map((p) => p.trim().replace(/\/+$/, '').toLowerCase())
    .filter(Boolean)) {
    if (!pattern.includes('*')) exact.add(pattern);
    else wild.push(new RegExp(`^${pattern.split('*').map(escapeRegExp).join('[a-z0-9-]+')}$`));
  }
  return (origin) => {
    const o = origin.toLowerCase();
    return exact.has(o) || wild.some((re) => re.test(o));
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class ConfigError extends Error {}

function proxyOf(target: string | undefined, routes: string[]): ServerConfig['proxy'] {
  if (target === undefined && !routes.length) return undefined;
  if (target === undefined || !/^https?:\/\/[^/]+$/.test(target.replace(/\/+$/, ''))) {
    throw new ConfigError(
      `--proxy-to must be a backend origin like https://api.example.com, got "${target ?? ''}"`,
    );
  }
  if (!routes.length)
    throw new ConfigError(
      `--proxy-to needs at least one --proxy-route 'GET /v1/users/*' naming the calls to send there`,
    );
  return { target, routes };
}

/** Every value of a flag (`--allow-origin a --allow-origin b` or `--allow-origin=a,b`). */
function flagValues(argv: readonly string[], name: string): string[] {
  const out: string[] = [];
  argv.forEach((arg, i) => {
    if (arg === name) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--'))
        throw new ConfigError(`${name} needs a value`);
      out.push(value);
    } else if (arg.startsWith(`${name}=`)) out.push(arg.slice(name.length + 1));
  });
  return out;
}

function number(text: string | undefined, what: string): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new ConfigError(`${what} must be a whole number, got "${text}"`);
  return value;
}

/**
 * Flags win over env: `--port` / MOCK_PORT, `--host` / MOCK_HOST, `--public-url` / MOCK_PUBLIC_URL,
 * `--allow-origin` / MOCK_ALLOWED_ORIGINS (comma-separated; default the web app's origins on WEB_PORT),
 * `--world FILE`, `--scale N`, `--enterprise-scale N`, `--seed N`, `--journal N` / MOCK_JOURNAL (calls kept; 0 off),
 * `--no-strict` (answers not checked against the contract), `--proxy-to URL --proxy-route PATTERN…`.
 */
export function readServerConfig(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): ServerConfig {
  const last = (name: string) => flagValues(argv, name).at(-1);
  const port = number(last('--port') ?? env.MOCK_PORT, 'port') ?? DEFAULT_MOCK_PORT;
  const host = last('--host') ?? env.MOCK_HOST ?? 'localhost';
  const publicUrl = (
    last('--public-url') ??
    env.MOCK_PUBLIC_URL ??
    `http://localhost:${port}`
  ).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(publicUrl)) {
    throw new ConfigError(
      `--public-url must be an origin like http://192.168.1.20:${port}, got "${publicUrl}"`,
    );
  }
  const listed = [
    ...flagValues(argv, '--allow-origin'),
    ...(env.MOCK_ALLOWED_ORIGINS ?? '').split(','),
  ]
    .flatMap((o) => o.split(','))
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    port,
    host,
    publicUrl,
    allowedOrigins: listed.length ? listed : webOrigins(env.WEB_PORT ?? DEFAULT_WEB_PORT),
    worldFile: last('--world'),
    scale: number(last('--scale'), 'scale') ?? 1,
    enterpriseScale: number(last('--enterprise-scale'), 'enterprise scale') ?? 1,
    seed: number(last('--seed'), 'seed'),
    journalSize: number(last('--journal') ?? env.MOCK_JOURNAL, 'journal') ?? DEFAULT_JOURNAL_SIZE,
    strictResponses: !argv.includes('--no-strict'),
    proxy: proxyOf(last('--proxy-to'), flagValues(argv, '--proxy-route')),
  };
}
