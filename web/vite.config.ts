import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { amplifyEnumsAsObjects, amplifyWithoutUnusedFlows } from './amplify-unused-flows.ts';
import { chunkCycleGuard, chunkGroupName, START } from './chunk-groups.ts';
import { contractsAsChecks } from './contracts-as-checks.ts';
import { contractsWithoutSummaries } from './contracts-without-summaries.ts';
import { consentShellPlugin } from './consent-shell.ts';
import { inlineEntryCss } from './inline-entry-css.ts';
import { cacheHeadersPlugin } from './cache-headers.ts';
import { appOriginsFor, securityHeadersPlugin } from './security-headers.ts';
import { zodWithoutJsonSchema, zodWithoutUnusedMethods } from './zod-without-json-schema.ts';

// The mock server's address is baked in at build time from MOCK_PORT (default 4010).
const mockOrigin = process.env.VITE_API_URL ?? `http://localhost:${process.env.MOCK_PORT ?? 4010}`;
const webPort = Number(process.env.WEB_PORT ?? 5173);

/** The product's name in index.html's first frame, as env.ts reads it for the app. */
const productName = (): Plugin => ({
  name: 'product-name',
  transformIndexHtml: (html) =>
    html.replaceAll(
      '%PRODUCT_NAME%',
      (process.env.VITE_PRODUCT_NAME?.trim() || 'Harbor').replace(
        /[&<>"]/g,
        (c) => `&#${c.charCodeAt(0)};`,
      ),
    ),
});

/**
 * react-i18next imports the `use-sync-external-store` shim, written for Reacts before 18; React 19
 * has the hook itself, and the shim's CommonJS wrapper cost every page half a kilobyte of gzip.
 */
const SYNC_STORE_SHIM = '\0sync-store-from-react';
const syncStoreFromReact = (): Plugin => ({
  name: 'sync-store-from-react',
  apply: 'build',
  enforce: 'pre',
  resolveId: (id) => (id === 'use-sync-external-store/shim' ? SYNC_STORE_SHIM : null),
  load: (id) => (id === SYNC_STORE_SHIM ? "export { useSyncExternalStore } from 'react';" : null),
});

/**
 * index.html preloads the app's start and every chunk it imports: main.tsx imports it only after
 * the first paint, and the files download meanwhile, as they did when main.tsx imported them.
 * At low priority: the first paint needs only the page's script, and a high-priority script that
 * arrives before the paint counts as render-blocking to Lighthouse, whose simulated slow network
 * then made the first paint wait for the app's 140 KB.
 */
const preloadStart = (): Plugin => ({
  name: 'preload-start',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle, filename }) {
      if (!bundle || !filename.endsWith('index.html')) return html;
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      // The chunk main.tsx imports: the `app` group's, or a facade re-exporting from it.
      const start =
        chunks.find((chunk) => chunk.facadeModuleId === START) ??
        chunks.find((chunk) => chunk.moduleIds.includes(START));
      if (!start) throw new Error('no chunk starts the app (app/start.tsx)');
      const files = new Set<string>();
      const add = (file: string) => {
        if (files.has(file) || html.includes(`/${file}"`)) return;
        files.add(file);
        for (const next of chunks.find((chunk) => chunk.fileName === file)?.imports ?? [])
          add(next);
      };
      add(start.fileName);
      return [...files].map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${file}` },
        injectTo: 'head' as const,
      }));
    },
  },
});

/**
 * public/sw.js is copied as it is written, its comments included; every first visit fetches it, so
 * the build minifies the copy (about half its gzip bytes).
 */
const minifyServiceWorker = (): Plugin => ({
  name: 'minify-service-worker',
  apply: 'build',
  async writeBundle({ dir }) {
    const file = join(dir ?? '', 'sw.js');
    if (!existsSync(file)) return;
    const { code, errors } = await minify('sw.js', readFileSync(file, 'utf8'));
    if (errors.length) throw new Error(`sw.js could not be minified: ${errors[0]?.message}`);
    writeFileSync(file, code);
  },
});

export default defineConfig({
  plugins: [
    react(),
    productName(),
    consentShellPlugin(fileURLToPath(new URL('./locales', import.meta.url))),
    zodWithoutJsonSchema(),
    zodWithoutUnusedMethods(),
    amplifyWithoutUnusedFlows(),
    amplifyEnumsAsObjects(),
    contractsAsChecks(),
    contractsWithoutSummaries(),
    syncStoreFromReact(),
    chunkCycleGuard(),
    inlineEntryCss(),
    preloadStart(),
    minifyServiceWorker(),
    cacheHeadersPlugin(),
    securityHeadersPlugin({
      apiOrigin: mockOrigin,
      appOrigins: appOriginsFor(webPort),
      frameHost: process.env.VITE_AUTH_IFRAME_HOST,
    }),
  ],
  // `@/x` is web/src/x: an import names where it comes from in the app, not how many folders up it is.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { 'import.meta.env.VITE_API_URL': JSON.stringify(mockOrigin) },
  server: { port: webPort, strictPort: true, host: 'localhost', allowedHosts: ['.localhost'] },
  preview: { port: webPort, strictPort: true, host: 'localhost', allowedHosts: ['.localhost'] },
  // Separate output folders let several preview servers (tests on other ports) build side by side.
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the es2022 target runs on preloads modules itself: no polyfill chunk to fetch.
    // The page's HTML names the entry's chunks, fetched at once; a lazy page's import adds no
    // <link rel=modulepreload> for its chunks' imports. Inserting them took 250 ms of main thread
    // when the router opened a signed-in page (a few ms per link, Chromium), more than the round
    // trip it saves: those imports are mostly the chunk groups the entry and frame have loaded
    // (/dashboard/hiring: LCP 1.4-1.6 → 0.8-1.2 s; TBT 1,030-1,050 → 650-1,160 ms
    // over five runs, the spread of one machine's noise).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    rollupOptions: {
      // ilm.html: the identity frame page served on the auth host's /ilm path (§7).
      input: { main: 'index.html', ilm: 'ilm.html' },
      // The contracts package only declares values (schemas, endpoint entries, constants): a module
      // of it that a chunk does not use is dropped, so a chunk holds only the areas it calls.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
      // Each group takes only the modules it names (chunk-groups.ts); their imports stay where they are.
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: chunkGroupName(), debugName: 'shared, identity, app, signed-in' }],
        },
      },
    },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    // Route tests are a project of their own (vitest.routes.config.ts): a DOM and the mock server.
    exclude: ['src/app/**/*.test.tsx', 'src/features/**/*.test.tsx'],
    environment: 'node',
  },
});
