/**
 * §3: a saved world round-trips through a new app instance table by table; an older or
 * damaged file is refused with a message and the running world stays as it was.
 */
import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ByBrand } from '../src/db/stores/by-brand.ts';
import type { World } from '../src/db/types.ts';
import { WORLD_FILE_VERSION } from '../src/db/world-file.ts';
import { call } from './extension-harness.ts';
import { injectEntry } from './helper.ts';

let first: FastifyInstance;
let second: FastifyInstance;
beforeAll(async () => {
  first = await buildApp();
  second = await buildApp();
  await Promise.all([first.ready(), second.ready()]);
});
afterAll(() => Promise.all([first.close(), second.close()]));

const manager = { caller: 'u-manager', params: { brandId: 'CH-1-1-1' } };
const shift = {
  user_id: 'e-CH-1-1-1-1',
  position_id: 'po-1',
  start: '2030-01-07T15:00:00Z',
  end: '2030-01-07T23:00:00Z',
  hourly_rate: 15,
};

/** A table as comparable data: per-brand stores by their rows, everything else as it is. */
const table = (value: unknown) => (value instanceof ByBrand ? value.toJSON() : value);
function tables(world: World): Record<string, unknown> {
  const { extensions, ...rest } = world;
  return {
    ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, table(v)])),
    ...Object.fromEntries(Object.entries(extensions).map(([k, v]) => [`extensions.${k}`, v])),
    'extensions.rewards.budgets': world.extensions.rewards.budgets.toJSON(),
    'extensions.rewards.rules': world.extensions.rewards.rules.toJSON(),
    'extensions.rewards.raffles': world.extensions.rewards.raffles.toJSON(),
    'extensions.attestation': world.extensions.attestation.toJSON(),
    'extensions.shifts': world.extensions.shifts.toJSON(),
  };
}

const sim = (
  app: FastifyInstance,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url: `/__sim${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('saved worlds', () => {
  let saved: Record<string, unknown>;

  it('save → new app instance → load: every table, the clock, scenario, version and faults compare equal', async () => {
    // A QA session's hand-made state: a scenario, a moved clock, a sent message, a new and a moved
    // shift, a published week, an issued upload and a signed-up user's changes.
    await sim(first, 'POST', '/scenarios/optional-update');
    await sim(first, 'POST', '/clock/advance', { by: '3h' });
    await sim(first, 'POST', '/faults', {
      kind: 'latency',
      pattern: '/v1/brands/*',
      min_ms: 1,
      max_ms: 2,
    });
    const { accessToken } = await first.identity.issueTokens('u-candidate');
    const sent = await injectEntry(first, api.applications.sendMessage, {
      params: { applicationId: 'ap-1' },
      body: { message_body: 'Saved for later' },
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const created = (await call(first, api.shifts.create, { ...manager, body: shift })).json().data;
    await call(first, api.shifts.update, {
      ...manager,
      params: { ...manager.params, shiftId: created.id },
      body: { break_minutes: 30 },
    });
    await call(first, api.shifts.publish, { ...manager, body: { week_start: '2030-01-07' } });
    const upload = await call(first, api.brands.presignedUrl, {
      ...manager,
      query: { file_name: 'a.png', media_type: 'IMAGE', media_format: 'png' },
    });
    expect(upload.statusCode, upload.body).toBe(200);

    const res = await sim(first, 'GET', '/world');
    saved = res.json();
    expect(saved).toMatchObject({ format: 'harbor-world', version: WORLD_FILE_VERSION });

    const loaded = await sim(second, 'PUT', '/world', saved);
    expect(loaded.statusCode, loaded.body).toBe(200);
    const want = tables(first.world);
    const got = tables(second.world);
    expect(Object.keys(got).sort()).toEqual(Object.keys(want).sort());
    for (const key of Object.keys(want)) expect(got[key], key).toEqual(want[key]);

    const a = (await sim(first, 'GET', '')).json();
    const b = (await sim(second, 'GET', '')).json();
    expect(b.scenario).toBe('optional-update');
    expect({ ...b, clock: null }).toEqual({ ...a, clock: null });
    expect(Math.abs(Date.parse(b.clock.now) - Date.parse(a.clock.now))).toBeLessThan(5_000);
  });

  it('the loaded world works: the e-mail index points at the same rows, new ids do not collide, sign-in reads it', async () => {
    const user = second.world.users.get('u-candidate');
    expect(second.world.usersByEmail.get('candidate@demo.test')).toBe(user);
    const before = second.world.extensions.shifts.toJSON()['CH-1-1-1']?.length ?? 0;
    const next = await call(second, api.shifts.create, {
      ...manager,
      body: { ...shift, start: '2030-01-08T15:00:00Z', end: '2030-01-08T20:00:00Z' },
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(second.world.extensions.shifts.toJSON()['CH-1-1-1']?.length).toBe(before + 1);
    const { accessToken } = await second.identity.issueTokens('u-candidate');
    const thread = await injectEntry(second, api.applications.messages, {
      params: { applicationId: 'ap-1' },
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(thread.json().data.messages.at(-1).message_body).toBe('Saved for later');
  });

  const refusals: [string, () => unknown, RegExp][] = [
    [
      'an older version',
      () => ({ format: 'harbor-world', version: WORLD_FILE_VERSION - 1 }),
      new RegExp(
        `version ${WORLD_FILE_VERSION - 1}, older than this server's version ${WORLD_FILE_VERSION}`,
      ),
    ],
    ['another kind of file', () => ({ hello: 'world' }), /not a saved world/],
    ['a file without its world', () => ({ ...saved, world: undefined }), /damaged: world/],
    [
      'a table of the wrong kind',
      () => ({ ...saved, world: { ...(saved.world as object), messages: [] } }),
      /world\.messages should be a map, found a array/,
    ],
    [
      'a missing table',
      () => ({ ...saved, world: { ...(saved.world as object), applications: undefined } }),
      /world\.applications is missing/,
    ],
    [
      'a damaged map',
      () => ({ ...saved, world: { ...(saved.world as object), users: { $map: [['u-1']] } } }),
      /not a \[key, value\] pair/,
    ],
    [
      'a bad clock',
      () => ({ ...saved, sim: { ...(saved.sim as object), clock: 'yesterday' } }),
      /sim\.clock/,
    ],
  ];

  it.each(refusals)(
    '%s is refused with a clear message; the running world stays as it was',
    async (_, file, message) => {
      const world = second.world;
      const status = (await sim(second, 'GET', '')).json();
      const res = await sim(second, 'PUT', '/world', file());
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('BAD_WORLD_FILE');
      expect(res.json().message).toMatch(message);
      expect(res.json().message).toMatch(/running world is unchanged/);
      expect(second.world).toBe(world);
      expect((await sim(second, 'GET', '')).json().scenario).toBe(status.scenario);
    },
  );

  it('a truncated file (not JSON) is refused and changes nothing', async () => {
    const world = second.world;
    const res = await second.inject({
      method: 'PUT',
      url: '/__sim/world',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(saved).slice(0, 5000),
    });
    expect(res.statusCode).toBe(400);
    expect(second.world).toBe(world);
  });
});
