import type { FastifyInstance } from 'fastify';

/**
 * Every answer of the API origin says what it is and may not be sniffed as anything else, so no
 * response body (an error echoing input, a served file) can be read by a browser as a page or
 * script (issue 18).
 */
export function addNoSniff(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
}
