import { defineConfig } from 'vitest/config';

// The consumer side of the contract: the web app's real API client against Pact's mock server,
// writing contracts/pacts/. The mock server is verified against it in mock-server/pact.
export default defineConfig({
  test: {
    name: 'web-pact',
    root: import.meta.dirname,
    // One file on purpose (Pact's mock server is a native library: one process, one PactV4): the
    // file runs in a fork of its own while the other projects use the other core.
    include: ['*.pact.test.ts'],
    globalSetup: ['global-setup.ts'],
    setupFiles: ['no-keep-alive.ts'],
    pool: 'forks',
    testTimeout: 20000,
    env: { PACT_DO_NOT_TRACK: 'true', SCARF_ANALYTICS: 'false' },
  },
});
