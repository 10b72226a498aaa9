import type { FastifyInstance } from 'fastify';
import { applyWorldFile, worldFileOf } from '../db/world-file.ts';

// A world at --scale 100 runs to tens of MB, far past the API's 1 MB body limit.
const WORLD_BODY_LIMIT = 512 * 1024 * 1024;

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
