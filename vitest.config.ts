import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's own order (projects by name, larger files first), except that the consumer pact starts
 * first: it is one file that holds one core for about half a minute, and started last it ran alone
 * while the other core idled.
 */
class LongFileFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const first = (spec: TestSpecification) => spec.project.name === 'web-pact';
    return [...sorted.filter(first), ...sorted.filter((spec) => !first(spec))];
  }
}

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
    sequence: { sequencer: LongFileFirst },
  },
});
