import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const batch = {
  session_id: 's-1',
  sampling_percentage: 10,
  signed_in: false,
  brand_id: null,
  events: [{ type: 'page_view', path: '/user/login', at: '2026-11-24T20:00:00.000Z' }],
};

describe('monitoring collector (/__sim/rum)', () => {
  it('[R9-09] keeps what the agent sends (text/plain JSON, no preflight) for QA to read, and clears', async () => {
    await app.inject({ method: 'DELETE', url: '/__sim/rum' });
    const sent = await app.inject({
      method: 'POST',
      url: '/__sim/rum',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(batch),
    });
    expect(sent.statusCode).toBe(202);
    const read = (await app.inject({ url: '/__sim/rum' })).json();
    expect(read.events).toBe(1);
    expect(read.batches[0]).toMatchObject({ ...batch, received_at: expect.any(String) });
    await app.inject({ method: 'DELETE', url: '/__sim/rum' });
    expect((await app.inject({ url: '/__sim/rum' })).json()).toEqual({ batches: [], events: 0 });
  });

  it('answers 400 naming the field for a bad batch, never a 500', async () => {
    const post = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/__sim/rum',
        headers: { 'content-type': 'text/plain' },
        payload,
      });
    expect((await post('{nope')).json()).toMatchObject({ error: 'BAD_REQUEST', field: 'body' });
    const bad = await post(JSON.stringify({ ...batch, sampling_percentage: 140 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'body.sampling_percentage' });
    const json = await app.inject({
      method: 'POST',
      url: '/__sim/rum',
      payload: { ...batch, events: [] },
    });
    expect(json.json()).toMatchObject({ field: 'body.events' });
  });
});
