import { defineConfig } from 'vitest/config';

// The consumer side of the contract: the web app's real API client against Pact's mock server,
// writing contracts/pacts/. The mock server is verified against it in mock-server/pact.
export default defineConfig({
  test: {
    name: 'web-pact',
    root: import.meta.dirname,
    include: ['*.pact.test.ts'],
    globalSetup: ['global-setup.ts'],
    setupFiles: ['no-keep-alive.ts'],
    // Pact's mock server is a native library: one process per file, never concurrent.
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 20000,
    env: { PACT_DO_NOT_TRACK: 'true', SCARF_ANALYTICS: 'false' },
  },
});
