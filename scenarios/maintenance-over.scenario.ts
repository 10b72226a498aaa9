import { defineScenario } from './src/target.ts';

export default defineScenario({
  name: 'maintenance-over',
  description:
    'Maintenance just ended with REVOKE_SESSION: sessions that logged in before now are sent to logout [R4-14]',
  apply(sim) {
    sim.updateVersion((v) => ({
      ...v,
      maintenance: {
        status: 'OUT_OF_MAINTENANCE',
        post_maintenance_action: 'REVOKE_SESSION',
        post_maintenance_action_time: new Date(sim.clock.now()).toISOString(),
      },
    }));
  },
});
