import { defineConfig } from 'vitest/config';

// One Vitest run over every package; each package's own config names its project.
export default defineConfig({
  test: {
    projects: ['contracts', 'mock-server', 'mock-server/vitest.isolated.config.ts', 'scenarios', 'web', 'web/pact/vitest.config.ts'],
  },
});
