import type { FastifyInstance } from 'fastify';
import { renderDocsPage } from './html.ts';
import { buildOpenApi } from './openapi.ts';

/** /docs (HTML) and /docs/openapi.json, built once from the endpoint table at start-up. */
export async function docsRoutes(app: FastifyInstance, opts: { origin?: string }) {
  const doc = buildOpenApi(opts.origin);
  const page = renderDocsPage(doc);
  app.get('/docs/openapi.json', async () => doc);
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
}
