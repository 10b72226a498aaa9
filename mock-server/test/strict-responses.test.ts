/**
 * Strict mode holds the mock to its own contract: every entry's example, under every named
 * scenario, under injected errors and after a simulated day of live activity, is answered within
 * the table's schemas (an answer outside them would come back as OFF_CONTRACT_RESPONSE).
 */
import { api, listEndpoints } from '@ws/contracts';
import { scenarios } from '@ws/scenarios';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStrictResponses } from '../src/plugins/strict-responses.ts';
import { buildTestApp, injectExample } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const HOUR_MS = 3_600_000;

/** Every example's answer; the entries whose answer broke the contract, with what the mock said. */
async function offContract(): Promise<string[]> {
  const broken: string[] = [];
  for (const { entry } of listEndpoints()) {
    const res = await injectExample(app, entry);
    if (res.statusCode === 500) broken.push(`${entry.name}: ${res.body}`);
  }
  return broken;
}

describe('strict mode', () => {
  // Latency, drops and hangs change when or whether an answer comes, not what it says: they are
  // left out so the sweep stays seconds long; error faults are kept, their 503 bodies are checked.
  it.each(scenarios.map((s) => s.name))(
    'every entry answers within the contract under the scenario "%s"',
    async (name) => {
      await app.inject({ method: 'POST', url: `/__sim/scenarios/${name}` });
      const kept = app.sim.faults.settings().rules.filter((rule) => rule.kind === 'error');
      app.sim.faults.set(kept);
      expect(await offContract()).toEqual([]);
    },
  );

  it('every entry answers within the contract when every call fails with a simulated error', async () => {
    app.sim.reset();
    app.sim.faults.set([{ kind: 'error', pattern: '/*', share: 1 }]);
    expect(await offContract()).toEqual([]);
  });

  it('every entry answers within the contract after a simulated day of live activity', async () => {
    app.sim.reset();
    for (let hour = 0; hour < 24; hour++) {
      app.sim.live.tick();
      app.clock.advance(HOUR_MS);
    }
    expect(await offContract()).toEqual([]);
  });

  it('an answer outside the contract becomes a 500 naming the entry and the field', async () => {
    const rogue = Fastify();
    addStrictResponses(rogue);
    rogue.get('/v1/users/info', { config: { endpoint: api.users.info } }, async () => ({
      data: { id: 42 },
      status_code: 200,
    }));
    const res = await rogue.inject({ url: '/v1/users/info' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ error: 'OFF_CONTRACT_RESPONSE', field: 'data.id' });
    expect(res.json().message).toContain('GET /v1/users/info');
    await rogue.close();
  });
});
