import { defineConfig } from 'vitest/config';

// Provider verification reads the pact the consumer run wrote, so it is a step of its own.
export default defineConfig({
  test: {
    name: 'contracts-provider',
    include: ['pact/**/*.verify.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120000,
    env: { PACT_DO_NOT_TRACK: 'true', SCARF_ANALYTICS: 'false' },
  },
});
