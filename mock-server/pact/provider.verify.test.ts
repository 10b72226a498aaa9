/**
 * Provider side (issue 7): the mock server honours every interaction of the pact, with provider
 * states set up through the same scenario function the QA CLI uses. Runs after the consumer
 * tests have written the pact (its own step in `npm test`).
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app.ts';
import { listEndpoints } from '../src/index.ts';
import { describeSuccess, PACT_FILE } from './support/names.ts';
import { verifyProvider } from './verify-provider.ts';

let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = await buildApp();
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('contract', () => {
  it('[R7-03] the pact has a success interaction for every endpoint-table entry', () => {
    const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as { interactions: { description: string }[] };
    const described = new Set(pact.interactions.map((i) => i.description));
    const uncovered = listEndpoints()
      .filter(({ entry }) => !described.has(describeSuccess(entry.name)))
      .map(({ id, entry }) => `${id} (${entry.name})${entry.example ? '' : ' has no example'}`);
    expect(uncovered).toEqual([]);
  });

  it('[R7-03] the mock server honours every interaction of the pact', async () => {
    const ok = await verifyProvider({ providerBaseUrl: url, stateChangeUrl: `${url}/__sim/provider-state` });
    expect(ok).toBe(true);
  }, 120_000);
});
