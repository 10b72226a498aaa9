import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contracts',
    include: ['test/**/*.test.ts', 'pact/**/*.pact.test.ts'],
    globalSetup: ['pact/global-setup.ts'],
    setupFiles: ['pact/no-keep-alive.ts'],
    // Pact's mock server is a native library: one process per file, never concurrent.
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 20000,
    env: { PACT_DO_NOT_TRACK: 'true', SCARF_ANALYTICS: 'false' },
  },
});
