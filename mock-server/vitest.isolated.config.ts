import { defineConfig } from 'vitest/config';
import { MODULE_MOCKING } from './vitest.config.ts';

// The files that mock a module, each in a registry of its own (see vitest.config.ts).
export default defineConfig({
  test: { name: 'mock-server-isolated', include: MODULE_MOCKING, testTimeout: 20000 },
});
