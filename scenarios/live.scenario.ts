import { defineScenario } from './src/target.ts';

export default defineScenario({
  name: 'live',
  description: 'Applications and messages arrive every 10 seconds and unread counts move',
  apply(sim) {
    sim.setLiveActivity(10);
  },
});
