import fp from 'fastify-plugin';
import { applyWorldFile, worldFileOf } from '../db/world-file.ts';

// A world at --scale 100 runs to tens of MB, far past the API's 1 MB body limit.
const WORLD_BODY_LIMIT = 512 * 1024 * 1024;

/**
 * Saved worlds (issue 18): `pnpm scenario save NAME` / `load NAME`. Not encapsulated (fastify-plugin),
 * so loading replaces the app's own `world`, as `resetWorld` does, not a copy in a child context.
 */
export default fp(
  async (app) => {
    app.get('/__sim/world', async () => worldFileOf(app));
    app.put('/__sim/world', { bodyLimit: WORLD_BODY_LIMIT }, async (request, reply) => {
      const loaded = applyWorldFile(app, request.body);
      if (!loaded.ok) {
        return reply.code(400).send({ error: 'BAD_WORLD_FILE', message: `World not loaded: ${loaded.message}. The running world is unchanged.` });
      }
      return { loaded: true, scenario: loaded.scenario, clock: loaded.clock };
    });
  },
  { name: 'sim-world-routes', dependencies: ['sim', 'world'] },
);
