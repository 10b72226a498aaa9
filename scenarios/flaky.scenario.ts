import { defineScenario } from './src/target.ts';

export default defineScenario({
  name: 'flaky',
  description:
    'Every API call waits 200–1000 ms and a third answer 503, never 4 in a row on one path (seeded) [R7-07]',
  apply(sim) {
    // Faults strike before the handler runs, so a retried write never lands twice (§6).
    // Transient: a path recovers within the client's 5 retries, so a journey completes [R7-07];
    // 0.33 keeps the share of 503s at or above 30 % after the streak cap.
    sim.addFault({ kind: 'latency', pattern: '/v*', min_ms: 200, max_ms: 1000 });
    sim.addFault({ kind: 'error', pattern: '/v*', share: 0.33, max_streak: 3 });
  },
});
