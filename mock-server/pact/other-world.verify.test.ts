/**
 * The pact holds for any backend's data: the mock server seeded from another faker
 * seed and with other ids (`GP-q1`, `CH-q1-1-1`, `q-u-manager`, `q-ap-1`…, none of the demo's)
 * honours the checked-in pact through the state-change protocol, which answers that world's ids;
 * and its result passes can-i-deploy.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canIDeploy } from '@ws/contracts/can-i-deploy';
import { PACT_FILE } from '@ws/contracts/pact';
import { verifyProvider } from '@ws/contracts/verify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { setupProviderState } from '../src/pact/provider-state.ts';

let app: FastifyInstance;
let url: string;
const resultFile = join(mkdtempSync(join(tmpdir(), 'other-world-')), 'result.json');

beforeAll(async () => {
  app = await buildApp({ seed: 424242, idPrefix: 'q' });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

it("the other world's states answer its own ids, none of the demo's", async () => {
  const values = await setupProviderState(app, 'a signed-in location manager', {});
  expect(values).toMatchObject({
    locationId: 'CH-q1-1-1',
    campaignId: 'q-cp-1',
    questionId1: 'att-CH-q1-1-1-1',
  });
  expect(app.world.users.has('u-manager')).toBe(false);
  expect(app.world.brands.has('CH-1-1-1')).toBe(false);
});

it('[R7-03] a world with another seed and other ids honours the checked-in pact', async () => {
  const result = await verifyProvider({
    providerBaseUrl: url,
    stateChangeUrl: `${url}/__sim/provider-state`,
    providerVersion: 'other-world',
    resultFile,
  });
  expect(result.interactions.filter((i) => !i.passed)).toEqual([]);
  expect(result.passed).toBe(true);
  expect(canIDeploy(resultFile, PACT_FILE)).toEqual({ ok: true, reasons: [] });
}, 400_000);
