import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLE_VERSION, type Bundle, type ReplayReport } from '../src/sim/bundles.ts';
import { bearer, buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.sim.reset());

/** A tester's steps after a mark: move an application, read it, and a failing read. */
async function journey(): Promise<Bundle> {
  await app.inject({ method: 'POST', url: '/__sim/journal/marks', payload: { name: 'start' } });
  const headers = await bearer(app, 'u-manager');
  await app.inject({
    method: 'POST',
    url: '/v1/applications/ap-9/stage',
    headers,
    payload: { stage: 'SCREENING' },
  });
  await app.inject({ url: '/v1/applications/ap-9/pipeline', headers });
  await app.inject({ url: '/v1/brands/EN-1/positions/settings', headers });
  const res = await app.inject({ url: '/__sim/bundles?since=start' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Bundle>();
}

const replay = async (bundle: unknown) =>
  app.inject({ method: 'POST', url: '/__sim/bundles/replay', payload: bundle as object });

describe('bug bundles', () => {
  it('hold the world at the mark and the calls since; a replay from a later state answers the same', async () => {
    const bundle = await journey();
    expect(bundle).toMatchObject({
      format: 'harbor-bug-bundle',
      version: BUNDLE_VERSION,
      mark: 'start',
    });
    expect(bundle.calls.map((c) => [c.method, c.url, c.status])).toEqual([
      ['POST', '/v1/applications/ap-9/stage', 200],
      ['GET', '/v1/applications/ap-9/pipeline', 200],
      ['GET', '/v1/brands/EN-1/positions/settings', 403],
    ]);
    // Much later, the world has moved on: the replay starts from the mark's world again.
    await app.inject({
      method: 'POST',
      url: '/v1/applications/ap-9/stage',
      headers: await bearer(app, 'u-manager'),
      payload: { stage: 'OFFER' },
    });
    app.clock.advance(86_400_000);
    const res = await replay(bundle);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ReplayReport>()).toEqual({ replayed: 3, skipped: [], differences: [] });
    expect(app.world.applications.get('ap-9')?.stage).toBe('SCREENING');
  });

  it('say, field by field, where an answer now differs', async () => {
    const bundle = await journey();
    const read = bundle.calls[1];
    if (!read?.response_body) throw new Error('the read was not journaled');
    read.response_body = read.response_body.replace('"stage":"SCREENING"', '"stage":"INTERVIEW"');
    read.response_digest = 'changed';
    const report = (await replay(bundle)).json<ReplayReport>();
    expect(report.differences).toEqual([
      {
        seq: read.seq,
        method: 'GET',
        url: '/v1/applications/ap-9/pipeline',
        was_status: 200,
        now_status: 200,
        fields: [{ field: 'data.application.stage', was: 'INTERVIEW', now: 'SCREENING' }],
      },
    ]);
  });

  it.each([
    [
      'an older bundle',
      (b: Bundle) => ({ ...b, version: BUNDLE_VERSION - 1 }),
      /older than this server's version/,
    ],
    [
      'a damaged one',
      (b: Bundle) => ({ ...b, calls: [{ ...b.calls[0], url: 'no-slash' }] }),
      /damaged: calls\.0\.url/,
    ],
    ['something else', () => ({ hello: 'world' }), /not a bug bundle/],
  ])('refuse %s and change nothing', async (_name, spoil, message) => {
    const bundle = await journey();
    const before = JSON.stringify([app.world.applications.get('ap-9'), app.sim.scenario]);
    const res = await replay(spoil(bundle));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(JSON.stringify([app.world.applications.get('ap-9'), app.sim.scenario])).toBe(before);
  });

  it('skip what cannot be replayed, and say why', async () => {
    await app.inject({ method: 'POST', url: '/__sim/journal/marks', payload: { name: 'start' } });
    await app.inject({
      method: 'POST',
      url: '/v1/resetPasswordConfirmation',
      payload: {
        code: 'RESET-DEMO',
        new_password: 'Another123',
        confirm_new_password: 'Another123',
      },
    });
    const bundle = (await app.inject({ url: '/__sim/bundles' })).json<Bundle>();
    const report = (await replay(bundle)).json<ReplayReport>();
    expect(report.skipped).toEqual([
      {
        seq: 1,
        url: '/v1/resetPasswordConfirmation',
        why: 'its body held a secret, which the journal does not keep',
      },
    ]);
  });
});
