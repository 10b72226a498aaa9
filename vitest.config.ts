import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run over every package; each package's own config names its project.
export default defineConfig({
  test: {
    projects: [
      'contracts',
      'mock-server',
      'mock-server/vitest.isolated.config.ts',
      'scenarios',
      'web',
      'web/vitest.routes.config.ts',
      'web/pact/vitest.config.ts',
    ],
    // Vitest keeps a core for its main process, which mostly waits: on 2 cores that is 1 worker and
    // half the machine idle (the step took 122 s on 1 worker, 89 s on 2).
    maxWorkers: availableParallelism(),
  },
});
