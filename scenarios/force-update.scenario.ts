import { WEB_APP_VERSION } from '@ws/contracts';
import { defineScenario } from './src/target.ts';

export default defineScenario({
  name: 'force-update',
  description: `Version ${WEB_APP_VERSION + 1} is in effect for everyone with force_update: the app reloads [R4-15]`,
  apply(sim) {
    sim.updateVersion((v) => ({
      ...v,
      version: WEB_APP_VERSION + 1,
      effective_on: new Date(sim.clock.now() - 60_000).toISOString(),
      force_update: true,
      rules: [],
    }));
  },
});
