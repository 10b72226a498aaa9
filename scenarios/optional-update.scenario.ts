import { WEB_APP_VERSION } from '@ws/contracts';
import { defineScenario } from './src/target.ts';

export default defineScenario({
  name: 'optional-update',
  description: `Version ${WEB_APP_VERSION + 1} is in effect without force_update: the app offers a confirm dialog [R4-15]`,
  apply(sim) {
    sim.updateVersion((v) => ({
      ...v,
      version: WEB_APP_VERSION + 1,
      effective_on: new Date(sim.clock.now() - 60_000).toISOString(),
      force_update: false,
      rules: [],
    }));
  },
});
