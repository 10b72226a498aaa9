/**
 * How long a browser may keep each file of the build: the production preview sends it
 * (vite.config.ts) and the README lists the same for a CDN. A hashed asset's name changes with its
 * content, so it is kept a year and never asked for again; every other answer (index.html and so
 * every page's address, /sw.js, the manifest, the icons) is checked with the server on every use,
 * so a new version is never hidden behind a kept page (§4).
 */
import type { Plugin } from 'vite';

/** Vite's output: /assets/<name>-<hash>.<ext>, the hash at least 8 URL-safe characters. */
const HASHED_ASSET = /^\/assets\/[^/?#]+-[A-Za-z0-9_-]{8,}\.\w+(?:[?#]|$)/;

export const cacheControlFor = (path: string) =>
  HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** Adds Cache-Control to every answer of `vite preview` (the dev server's modules change as one works). */
export function cacheHeadersPlugin(): Plugin {
  return {
    name: 'harbor-cache-headers',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        res.setHeader('Cache-Control', cacheControlFor(req.url ?? '/'));
        next();
      });
    },
  };
}
