import type { AnyEndpoint } from '@ws/contracts';
import type {
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/types.ts';
import type { AccessClaims } from '../identity/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller?: UserRow;
    /** The caller's sign-in session: the token family (`origin_jti`), the same across refreshes. */
    callerSession?: string;
  }
  interface FastifyContextConfig {
    endpoint?: AnyEndpoint;
  }
}

const unauthorized = { status_code: 401, error: 'UNAUTHORIZED', message: 'Unauthorized' };

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Verifies the bearer JWT on every call whose table entry says `auth: 'bearer'` (spec §7). A
 * callback hook: a token verified before is answered without a promise. Attached to those routes
 * only, as each is added, after every hook of the whole app (CORS, faults) as before: the other
 * calls skip it, and no call asks Fastify for its route's options, which it builds afresh on
 * every read.
 */
export default fp(
  async (app) => {
    // Defined once, not per request: a remembered token costs no closure.
    const admit = (
      request: FastifyRequest,
      reply: FastifyReply,
      done: HookHandlerDoneFunction,
      claims: AccessClaims,
    ) => {
      const user = app.world.users.get(claims.sub);
      if (!user) return void reply.code(401).send(unauthorized);
      request.caller = user;
      // Kept from the verified claims so no handler decodes the token again.
      request.callerSession = claims.origin_jti;
      done();
    };
    // The header a caller sent last and its token: the same header is not matched again.
    let lastHeader = '';
    let lastToken: string | undefined;
    const verifyBearer: onRequestHookHandler = (request, reply, done) => {
      const header = request.headers.authorization ?? '';
      if (header !== lastHeader) {
        lastHeader = header;
        lastToken = BEARER.exec(header)?.[1];
      }
      const token = lastToken;
      if (!token) return void reply.code(401).send(unauthorized);
      const known = app.identity.recallAccessToken(token);
      if (known) return admit(request, reply, done, known);
      app.identity.verifyAccessToken(token).then(
        (claims) => admit(request, reply, done, claims),
        () => void reply.code(401).send(unauthorized),
      );
    };
    app.addHook('onRoute', (route) => {
      if (route.config?.endpoint?.auth !== 'bearer') return;
      const own = route.onRequest;
      route.onRequest = own ? [verifyBearer, ...[own].flat()] : [verifyBearer];
    });
  },
  { name: 'auth', dependencies: ['identity', 'world'] },
);
