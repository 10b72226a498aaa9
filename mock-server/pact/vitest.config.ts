import { defineConfig } from 'vitest/config';

// Provider verification reads the pact the consumer run (web/pact) wrote, so it is a step of its
// own in `npm test`: it needs both sides, the pact and this server.
export default defineConfig({
  test: {
    name: 'mock-server-pact',
    root: import.meta.dirname,
    include: ['*.verify.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 400000,
    // Building the app seeds the world: slow on a loaded machine.
    hookTimeout: 120000,
    env: { PACT_DO_NOT_TRACK: 'true', SCARF_ANALYTICS: 'false' },
  },
});
