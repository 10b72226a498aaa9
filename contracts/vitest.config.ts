import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contracts',
    include: ['test/**/*.test.ts'],
    // Pact's mock server is a native library: one process per file, never concurrent.
    pool: 'forks',
    fileParallelism: false,
    env: { PACT_DO_NOT_TRACK: 'true', SCARF_ANALYTICS: 'false' },
  },
});
