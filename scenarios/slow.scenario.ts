import { defineScenario } from './src/target.ts';

export default defineScenario({
  name: 'slow',
  description:
    'Every API call waits 400–1500 ms (seeded), to show spinners and busy buttons [R4-26]',
  apply(sim) {
    sim.addFault({ kind: 'latency', pattern: '/v*', min_ms: 400, max_ms: 1500 });
  },
});
