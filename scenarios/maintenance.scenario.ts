import { defineScenario } from './src/target.ts';

export default defineScenario({
  name: 'maintenance',
  description:
    'Maintenance is on: /v1/web_versions reports IN_MAINTENANCE and the app shows /maintenance [R4-13]',
  apply(sim) {
    sim.updateVersion((v) => ({
      ...v,
      maintenance: {
        status: 'IN_MAINTENANCE',
        post_maintenance_action: null,
        post_maintenance_action_time: null,
      },
    }));
  },
});
