import { defineScenario } from './src/target.ts';

export default defineScenario({
  name: 'empty-business',
  description:
    'A business with nothing going on yet: no applications or messages, no shifts, no brand media, no attestation questions, no rewards budgets/rules/raffles, no job-board campaigns, no news; people, brands, positions and sign-in stay',
  apply(sim) {
    sim.clearActivity();
  },
});
