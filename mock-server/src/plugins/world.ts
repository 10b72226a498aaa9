import fp from 'fastify-plugin';
import { seedWorld } from '../db/seed.ts';
import { snapshotWorld } from '../db/snapshot.ts';
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
  /** Multiplies the enterprise persona's own group (seed-enterprise.ts). */
  enterpriseScale?: number;
  /** Put into every seeded id: a world whose ids differ from the demo's. */
  idPrefix?: string;
}

/**
 * A reset within this long of the seeding gets the very world seeded then, restored from a frozen
 * snapshot (≤ 200 ms at --scale 100); later, the world is seeded afresh at the simulated
 * now, so a long-running demo's dates ("applied 2 days ago", this week's shifts) do not go stale.
 */
export const SNAPSHOT_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * Holds the seeded world, dated relative to the simulator clock; `resetWorld` swaps in a fresh
 * copy so writes never leak between runs.
 */
export default fp<WorldOptions>(
  async (app, opts) => {
    const { seed, scale, enterpriseScale, idPrefix } = opts;
    const seeded = seedWorld({ seed, scale, enterpriseScale, idPrefix, now: app.clock.now() });
    // The snapshot is a copy: the seeded world itself goes live.
    let snapshot = snapshotWorld(seeded);
    app.decorate('world', seeded);
    app.decorate('resetWorld', () => {
      const now = app.clock.now();
      if (Math.abs(now - snapshot.seededAt) > SNAPSHOT_MAX_AGE_MS)
        snapshot = snapshotWorld(seedWorld({ seed, scale, enterpriseScale, idPrefix, now }));
      app.world = snapshot.restore();
    });
  },
  { name: 'world', dependencies: ['clock'] },
);
