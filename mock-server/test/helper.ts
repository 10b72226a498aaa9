import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';

/** Builds the app once per file; tests talk to it with `app.inject`, no ports. */
export async function buildTestApp(): Promise<FastifyInstance> {
  const app = await buildApp();
  await app.ready();
  return app;
}

export async function bearer(app: FastifyInstance, userId: string): Promise<{ authorization: string }> {
  const { accessToken } = await app.identity.issueTokens(userId);
  return { authorization: `Bearer ${accessToken}` };
}
