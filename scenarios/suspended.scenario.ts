import { defineScenario } from './src/target.ts';

export default defineScenario({
  name: 'suspended',
  description:
    'Every brand is suspended: any employer account is sent to /account-suspension [R4-18]',
  apply(sim) {
    sim.suspendBrands('all');
  },
});
