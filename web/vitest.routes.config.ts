import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Route tests: screens rendered through the app's router in a DOM, every API call answered by the
 * mock server in process (src/testing). The app's own Vite config (plugins, alias, the API
 * address it is built with) applies, as it does to the app.
 */
export default defineConfig({
  ...viteConfig,
  test: {
    name: 'web-routes',
    root: import.meta.dirname,
    include: ['src/app/**/*.test.tsx', 'src/features/**/*.test.tsx'],
    environment: './src/testing/happy-dom-node.ts',
    // The demo's web origin: the one the mock server grants, and where its links point.
    environmentOptions: { happyDOM: { url: 'http://localhost:5173' } },
    setupFiles: ['src/testing/setup.ts'],
    // One module graph per worker, not per file: the app, the mock server and the world's seed are
    // loaded once instead of 48 times; each test still starts from the seeded world and empty storage.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
