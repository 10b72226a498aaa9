/**
 * Provider side: the mock server honours every interaction of the pact,
 * with provider states set up through Pact's state-change protocol (`/__sim/provider-state`),
 * which answers the token and ids each state names.
 */
import { readFileSync } from 'node:fs';
import { listEndpoints } from '@ws/contracts';
import { describeSuccess, PACT_FILE } from '@ws/contracts/pact';
import { MAINTENANCE_STATE, PROVIDER_STATES } from '@ws/contracts/provider-states';
import { verifyProvider } from '@ws/contracts/verify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { setupProviderState } from '../src/pact/provider-state.ts';

let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = await buildApp();
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('contract', () => {
  it('[R7-03] the pact has a success interaction for every endpoint-table entry', () => {
    const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as {
      interactions: { description: string }[];
    };
    const described = new Set(pact.interactions.map((i) => i.description));
    const uncovered = listEndpoints()
      .filter(({ entry }) => !described.has(describeSuccess(entry.name)))
      .map(({ id, entry }) => `${id} (${entry.name})${entry.example ? '' : ' has no example'}`);
    expect(uncovered).toEqual([]);
  });

  it.each([...PROVIDER_STATES, MAINTENANCE_STATE])(
    'the mock answers every value of "$name"',
    async (state) => {
      const answered = await setupProviderState(app, state.name, {});
      expect(Object.keys(answered).sort()).toEqual(
        Object.keys(state.values)
          .concat(state.caller ? [] : ['token'])
          .sort(),
      );
    },
  );

  it('[R7-03] the mock server honours every interaction of the pact', async () => {
    const result = await verifyProvider({
      providerBaseUrl: url,
      stateChangeUrl: `${url}/__sim/provider-state`,
    });
    expect(result.passed).toBe(true);
  }, 400_000);
});
