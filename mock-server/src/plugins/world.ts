import fp from 'fastify-plugin';
import { seedWorld } from '../db/seed.ts';
import type { World } from '../db/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    world: World;
    resetWorld(): void;
  }
}

export interface WorldOptions {
  seed?: number;
  scale?: number;
}

/**
 * Holds the seeded world, dated relative to the simulator clock; `resetWorld` swaps in a fresh
 * copy so writes never leak between runs.
 */
export default fp<WorldOptions>(
  async (app, opts) => {
    app.decorate('world', seedWorld({ ...opts, now: app.clock.now() }));
    app.decorate('resetWorld', () => {
      app.world = seedWorld({ seed: app.world.seed, scale: app.world.scale, now: app.clock.now() });
    });
  },
  { name: 'world', dependencies: ['clock'] },
);
