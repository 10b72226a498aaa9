import type { AnyEndpoint } from '@ws/contracts';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/types.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller?: UserRow;
  }
  interface FastifyContextConfig {
    endpoint?: AnyEndpoint;
  }
}

const unauthorized = { status_code: 401, error: 'UNAUTHORIZED', message: 'Unauthorized' };

/** Verifies the bearer JWT on every call whose table entry says `auth: 'bearer'` (spec §7). */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const entry = request.routeOptions.config.endpoint;
      if (!entry || entry.auth !== 'bearer') return;
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      if (!match?.[1]) return reply.code(401).send(unauthorized);
      try {
        const claims = await app.identity.verifyAccessToken(match[1]);
        const user = app.world.users.get(claims.sub);
        if (!user) return reply.code(401).send(unauthorized);
        request.caller = user;
      } catch {
        return reply.code(401).send(unauthorized);
      }
    });
  },
  { name: 'auth', dependencies: ['identity', 'world'] },
);
