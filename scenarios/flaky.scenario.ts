import { defineScenario } from './src/target.ts';

export default defineScenario({
  name: 'flaky',
  description: 'One API call in five answers 503 and one in twenty loses its connection (seeded) [R7-07]',
  apply(sim) {
    sim.addFault({ kind: 'error', pattern: '/v*', share: 0.2 });
    sim.addFault({ kind: 'drop', pattern: '/v*', share: 0.05 });
  },
});
