import { defineScenario } from './src/target.ts';

export default defineScenario({
  name: 'default',
  description: 'The seed: version 225 in effect, out of maintenance, no faults, no live activity',
  apply() {},
});
