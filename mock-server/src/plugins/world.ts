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
  /** Put into every seeded id: a world whose ids differ from the demo's (issue 17). */
  idPrefix?: string;
}

/**
 * Holds the seeded world, dated relative to the simulator clock; `resetWorld` swaps in a fresh
 * copy so writes never leak between runs.
 */
export default fp<WorldOptions>(
  async (app, opts) => {
    app.decorate('world', seedWorld({ ...opts, now: app.clock.now() }));
    app.decorate('resetWorld', () => {
      app.world = seedWorld({ seed: app.world.seed, scale: app.world.scale, idPrefix: app.world.idPrefix, now: app.clock.now() });
    });
  },
  { name: 'world', dependencies: ['clock'] },
);
