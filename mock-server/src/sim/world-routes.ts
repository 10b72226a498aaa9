import type { FastifyInstance } from 'fastify';
import { applyWorldFile, WORLD_BODY_LIMIT, worldFileOf } from '../db/world-file.ts';

/**
 * Saved worlds: `pnpm scenario save NAME` / `load NAME`. Registered inside the
 * encapsulated control plane, so it works on `root`, the app itself: loading replaces the app's
 * own `world`, as `resetWorld` does, not a copy visible in this context alone.
 */
export async function simWorldRoutes(app: FastifyInstance, { root }: { root: FastifyInstance }) {
  app.get('/__sim/world', async () => worldFileOf(root));
  app.put('/__sim/world', { bodyLimit: WORLD_BODY_LIMIT }, async (request, reply) => {
    const loaded = applyWorldFile(root, request.body);
    if (!loaded.ok) {
      return reply.code(400).send({
        error: 'BAD_WORLD_FILE',
        message: `World not loaded: ${loaded.message}. The running world is unchanged.`,
      });
    }
    return { loaded: true, scenario: loaded.scenario, clock: loaded.clock };
  });
}
