import { defineScenario } from './src/target.ts';

export default defineScenario({
  name: 'live',
  description:
    'Every 10 seconds a new application arrives, and now and then a candidate reply or an employer message: unread counts and the inbox move',
  apply(sim) {
    sim.setLiveActivity(10);
  },
});
