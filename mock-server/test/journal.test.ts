import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { JournalEntry } from '../src/sim/journal.ts';
import { bearer, buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.sim.reset());

const journal = async (query = '') => {
  const res = await app.inject({ url: `/__sim/journal${query}` });
  return res.json<{ count: number; entries: JournalEntry[] }>();
};

describe('the request journal', () => {
  it('records each call: route, persona, brand, status, scenario and the bodies', async () => {
    await app.inject({
      url: '/v1/brands/CH-1-1-1/positions/settings',
      headers: await bearer(app, 'u-manager'),
    });
    await app.inject({
      method: 'POST',
      url: '/v1/registration/validateEmail',
      payload: { email: 'someone@new.test' },
    });
    const { entries } = await journal();
    expect(entries).toMatchObject([
      {
        method: 'GET',
        route: '/v1/brands/:brandId/positions/settings',
        path: '/v1/brands/CH-1-1-1/positions/settings',
        persona: 'manager@demo.test',
        brand: 'CH-1-1-1',
        status: 200,
        scenario: 'default',
        fault: null,
      },
      {
        method: 'POST',
        route: '/v1/registration/validateEmail',
        persona: null,
        status: 200,
        request_body: '{"email":"someone@new.test"}',
      },
    ]);
    expect(entries[1]?.response_body).toContain('AVAILABLE');
  });

  it('filters by method and route glob, status class, persona and a mark; a reset clears it', async () => {
    const manager = await bearer(app, 'u-manager');
    await app.inject({ url: '/v1/users/info', headers: manager });
    const { seq } = (
      await app.inject({
        method: 'POST',
        url: '/__sim/journal/marks',
        payload: { name: 'before-publish' },
      })
    ).json<{ seq: number }>();
    expect(seq).toBe(1);
    await app.inject({ url: '/v1/users/info', headers: manager });
    await app.inject({ url: '/v1/brands/EN-1/positions/settings', headers: manager });
    expect((await journal('?since=before-publish')).count).toBe(2);
    expect(
      (
        await journal('?route=' + encodeURIComponent('GET /v1/brands/*/positions/settings'))
      ).entries.map((e) => e.status),
    ).toEqual([403]);
    expect((await journal('?status=4xx')).count).toBe(1);
    expect((await journal('?persona=manager@demo.test&route=/v1/users/info')).count).toBe(2);
    await app.inject({ method: 'POST', url: '/__sim/reset' });
    expect((await journal()).count).toBe(0);
  });

  it('names the fault that applied; a dropped call is recorded with status 0', async () => {
    await app.inject({
      method: 'PUT',
      url: '/__sim/faults',
      payload: {
        rules: [
          { kind: 'error', pattern: '/v1/users/info', share: 1 },
          { kind: 'drop', pattern: '/v1/user', share: 1 },
        ],
      },
    });
    const headers = await bearer(app, 'u-manager');
    await app.inject({ url: '/v1/users/info', headers });
    await app.inject({ url: '/v1/user', headers }).catch(() => undefined);
    expect((await journal()).entries).toMatchObject([
      { path: '/v1/users/info', status: 503, fault: 'error' },
      { path: '/v1/user', status: 0, fault: 'drop' },
    ]);
  });

  it('answers a bad filter with 400 naming it, and an unknown mark with 404', async () => {
    const bad = await app.inject({ url: '/__sim/journal?status=oops' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'query.status' });
    expect((await app.inject({ url: '/__sim/journal?since=nowhere' })).json()).toMatchObject({
      error: 'UNKNOWN_MARK',
      field: 'query.since',
    });
  });

  it('keeps only the newest calls of its size, and nothing with size 0', async () => {
    const small = await buildApp({ journalSize: 3 });
    const off = await buildApp({ journalSize: 0 });
    for (const target of [small, off]) {
      for (let n = 0; n < 5; n++)
        await target.inject({
          method: 'POST',
          url: '/v1/registration/validateEmail',
          payload: { email: `p${n}@new.test` },
        });
    }
    const kept = (await small.inject({ url: '/__sim/journal' })).json<{ entries: JournalEntry[] }>()
      .entries;
    expect(kept.map((e) => e.seq)).toEqual([3, 4, 5]);
    expect((await off.inject({ url: '/__sim/journal' })).json()).toMatchObject({
      capacity: 0,
      count: 0,
    });
    await Promise.all([small.close(), off.close()]);
  });
});

describe('faults aimed at one persona or brand', () => {
  it('hit only the calls of that persona, or that name the brand', async () => {
    const rules = [
      { kind: 'error', pattern: '/v1/users/info', share: 1, persona: 'Manager@demo.test' },
      { kind: 'error', pattern: '/v1/brands/*/positions/settings', share: 1, brand: 'CH-1-1-1' },
    ];
    expect(
      (await app.inject({ method: 'PUT', url: '/__sim/faults', payload: { rules } })).statusCode,
    ).toBe(200);
    const status = async (url: string, who: string) =>
      (await app.inject({ url, headers: await bearer(app, who) })).statusCode;
    expect(await status('/v1/users/info', 'u-manager')).toBe(503);
    expect(await status('/v1/users/info', 'u-hiring')).toBe(200);
    expect(await status('/v1/brands/CH-1-1-1/positions/settings', 'u-manager')).toBe(503);
    expect(await status('/v1/brands/CH-1-1-2/positions/settings', 'u-hiring')).toBe(200);
  });
});
