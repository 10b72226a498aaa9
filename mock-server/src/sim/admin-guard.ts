import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const ADMIN_TOKEN_HEADER = 'x-admin-token';
const CONTROL_PLANE = /^\/(__sim|__mailbox)(\/|\?|$)/;

export interface AdminGuardOptions {
  /** Required on every control-plane call when set (the server is bound beyond loopback). */
  adminToken: string | null;
  isAllowedOrigin: (origin: string) => boolean;
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Guards `/__sim` and `/__mailbox`. A browser page of a foreign origin is refused outright (403):
 * no CORS grant stops a "simple" POST from being sent, so without this check any page open in a
 * tester's browser could reset their world. Beyond loopback every call also needs the admin token.
 */
export function addAdminGuard(app: FastifyInstance, { adminToken, isAllowedOrigin }: AdminGuardOptions): void {
  // A callback hook, so an API call pays one string test and no promise (issue 14).
  app.addHook('onRequest', (request, reply, done) => {
    if (!CONTROL_PLANE.test(request.url) || request.method === 'OPTIONS') return done();
    const origin = request.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin)) {
      return void reply.code(403).send({ error: 'FORBIDDEN_ORIGIN', message: `The simulator does not take calls from pages of ${origin}` });
    }
    if (adminToken === null) return done();
    const sent = request.headers[ADMIN_TOKEN_HEADER];
    if (typeof sent !== 'string' || !same(sent, adminToken)) {
      return void reply.code(401).send({
        error: 'ADMIN_TOKEN_REQUIRED',
        message: `This mock is shared beyond loopback: send the admin token the server printed at start in the ${ADMIN_TOKEN_HEADER} header (the CLI reads MOCK_ADMIN_TOKEN)`,
      });
    }
    done();
  });
}
