import { defineScenario } from './src/target.ts';

// A minute ahead, so a QA tester sees the reload happen when the time arrives rather than at once.
const LEAD_MS = 60_000;

export default defineScenario({
  name: 'cache-invalidate',
  description:
    'Cache invalidation is scheduled one minute from now: the app reloads when it arrives [R4-16]',
  apply(sim) {
    sim.updateVersion((v) => ({
      ...v,
      cache_config: {
        invalidation: { effective_on: new Date(sim.clock.now() + LEAD_MS).toISOString() },
      },
    }));
  },
});
