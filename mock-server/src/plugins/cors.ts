import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a preflight this server answers, so the OPTIONS route knows it was one. */
    corsPreflight: boolean;
  }
}

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, DELETE';
const MAX_AGE_SECONDS = '600';
/** Distinct origins whose verdict is remembered; past this the memory starts again. */
const REMEMBERED_ORIGINS = 100;

/**
 * The headers every answer starts with: nosniff, and CORS for the web app's origins only, with
 * credentials, answering preflights before any other hook (auth included) sees them: the headers
 * @fastify/cors gave with these settings, byte for byte. Written out because that plugin merged
 * its options into a fresh object and built two closures on every request, Origin or not: a tenth
 * of an authorised GET's time in the mock. Here a request without an Origin header costs two
 * headers, and an origin's verdict is worked out once.
 */
export function addCors(app: FastifyInstance, isAllowedOrigin: (origin: string) => boolean): void {
  const verdicts = new Map<string, boolean>();
  const allows = (origin: string) => {
    let allowed = verdicts.get(origin);
    if (allowed === undefined) {
      allowed = isAllowedOrigin(origin);
      if (verdicts.size >= REMEMBERED_ORIGINS) verdicts.clear();
      verdicts.set(origin, allowed);
    }
    return allowed;
  };
  app.decorateRequest('corsPreflight', false);
  // A callback hook: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    // Every answer of the API origin says what it is and may not be sniffed as anything else, so
    // no response body (an error echoing input, a served file) can be read by a browser as a page
    // or script. Written here, where every request's headers start, rather than by a hook of its
    // own on every answer.
    reply.header('x-content-type-options', 'nosniff');
    // The answer depends on the Origin sent, so caches must key on it, granted or not.
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined || !allows(origin)) return done();
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    if (request.raw.method !== 'OPTIONS') return done();
    // A preflight must say which method it asks for.
    if (!request.headers['access-control-request-method']) {
      void reply.status(400).type('text/plain').send('Invalid Preflight Request');
      return;
    }
    request.corsPreflight = true;
    reply.header('access-control-allow-methods', ALLOWED_METHODS);
    reply.header('vary', 'Origin, Access-Control-Request-Headers');
    const asked = request.headers['access-control-request-headers'];
    if (asked !== undefined) reply.header('access-control-allow-headers', asked);
    reply.header('access-control-max-age', MAX_AGE_SECONDS);
    // Safari waits for a body on a 204 without a length.
    void reply.code(204).header('content-length', '0').send();
  });
  // Lets the router take any OPTIONS request; one from a refused origin finds nothing.
  app.options('*', (request, reply) => {
    if (!request.corsPreflight) return void reply.callNotFound();
    void reply.send();
  });
}
