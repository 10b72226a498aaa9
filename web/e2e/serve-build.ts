/**
 * The browser tests' web server: builds the app once, then serves that one build on a
 * port per Playwright worker, each page pointed at its worker's own mock server through the
 * `api-url` meta tag that config/env.ts reads. Ports: E2E_WEB_PORT + i → E2E_MOCK_PORT + i.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, preview, type Plugin } from 'vite';
import { E2E_WORKERS, mockPortOf, WEB_BASE_PORT, webPortOf } from './ports';

const outDir = `dist-e2e-${WEB_BASE_PORT}`;
const ASSET = /\.(?!html$)[a-z0-9]+$/i;

/** Answers page navigations with the built HTML carrying this server's API origin. */
function apiUrlAtServe(apiUrl: string): Plugin {
  const page = (file: string) =>
    readFileSync(join(outDir, file), 'utf8').replace(
      '</head>',
      `<meta name="api-url" content="${apiUrl}" /></head>`,
    );
  const pages = { index: page('index.html'), ilm: page('ilm.html') };
  return {
    name: 'api-url-at-serve',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html') || ASSET.test(path))
          return next();
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(path === '/ilm' || path === '/ilm.html' ? pages.ilm : pages.index);
      });
    },
  };
}

process.env.MOCK_PORT = String(mockPortOf(0));
// `npm test` builds ahead (--build-only, while its unit tests leave a core idle) and then says so
// with E2E_PREBUILT; anyone else's run builds here.
if (process.env.E2E_PREBUILT !== '1' || !existsSync(join(outDir, 'index.html')))
  await build({ build: { outDir }, logLevel: 'warn' });
if (process.argv.includes('--build-only')) process.exit(0);
for (let worker = 0; worker < E2E_WORKERS; worker++) {
  // vite.config.ts reads these as it loads, once per preview: each server's headers name its own pair.
  process.env.MOCK_PORT = String(mockPortOf(worker));
  process.env.WEB_PORT = String(webPortOf(worker));
  await preview({
    build: { outDir },
    preview: { port: webPortOf(worker), strictPort: true },
    plugins: [apiUrlAtServe(`http://localhost:${mockPortOf(worker)}`)],
  });
}
console.info(
  `web build served on ${Array.from({ length: E2E_WORKERS }, (_, i) => webPortOf(i)).join(', ')}`,
);
