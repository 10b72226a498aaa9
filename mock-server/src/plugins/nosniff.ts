import type { FastifyInstance } from 'fastify';

/**
 * Every answer of the API origin says what it is and may not be sniffed as anything else, so no
 * response body (an error echoing input, a served file) can be read by a browser as a page or
 * script. A callback hook: an async one cost every answer a promise.
 */
export function addNoSniff(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    done(null, payload);
  });
}
