/**
 * The web build's security headers: the production preview sends them (vite.config.ts)
 * and the README lists the same values for a CDN. No inline script anywhere; the /ilm identity
 * frame may be embedded only by the app's own hosts (§7), every other page by none but itself.
 */
import type { Plugin } from 'vite';

export interface SecurityHeaderOptions {
  /** The API / mock server origin the build talks to (VITE_API_URL). */
  apiOrigin: string;
  /** Where the app is served: its origin, language subdomains and the /ilm frame's second origin. */
  appOrigins: readonly string[];
  /** The /ilm frame's host when it is not one of appOrigins (VITE_AUTH_IFRAME_HOST). */
  frameHost?: string | undefined;
}

const MAPS = 'https://maps.googleapis.com https://maps.gstatic.com';

export const appOriginsFor = (port: number | string) => [
  `http://localhost:${port}`,
  `http://*.localhost:${port}`,
  `http://127.0.0.1:${port}`,
];

export function contentSecurityPolicy(
  { apiOrigin, appOrigins, frameHost }: SecurityHeaderOptions,
  path: string,
): string {
  const frames = [...new Set([...appOrigins, ...(frameHost ? [frameHost] : [])])].join(' ');
  const isFrame = /^\/ilm(\.html)?(\/|\?|$)/.test(path);
  return [
    "default-src 'self'",
    `script-src 'self' ${MAPS}`,
    // React's style attributes (positions, widths) are inline styles, not scripts.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${apiOrigin} ${MAPS}`,
    `media-src 'self' blob: ${apiOrigin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${apiOrigin} ${MAPS}`,
    `frame-src 'self' ${frames}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${apiOrigin}`,
    `frame-ancestors ${isFrame ? `'self' ${appOrigins.join(' ')}` : "'self'"}`,
  ].join('; ');
}

export function securityHeaders(
  options: SecurityHeaderOptions,
  path: string,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options, path),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/** Adds the headers to every answer of `vite preview` (not the dev server: its HMR client is inline). */
export function securityHeadersPlugin(options: SecurityHeaderOptions): Plugin {
  return {
    name: 'harbor-security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(securityHeaders(options, req.url ?? '/')))
          res.setHeader(name, value);
        next();
      });
    },
  };
}
