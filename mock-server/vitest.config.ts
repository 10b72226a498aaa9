import { defineConfig } from 'vitest/config';

/** Files that replace a module (vi.mock) need a module registry of their own. */
export const MODULE_MOCKING = ['test/token-cache.test.ts'];

// Every other file builds its own app and world, so the files of a worker share one module registry:
// importing the server once per worker instead of once per file (130 s → 52 s loaded).
export default defineConfig({
  test: {
    name: 'mock-server',
    include: ['test/**/*.test.ts'],
    exclude: MODULE_MOCKING,
    testTimeout: 20000,
    hookTimeout: 30000,
    isolate: false,
  },
});
