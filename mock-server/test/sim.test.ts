import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { unreadFor } from '../src/db/applications.ts';
import { bearer, buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.sim.reset());
afterAll(() => app.close());

describe('simulator admin API (/__sim)', () => {
  it('reads the clock, sets it to an ISO time and advances it by a duration', async () => {
    const shown = (await app.inject({ url: '/__sim/clock' })).json();
    expect(shown.offset_ms).toBe(0);
    const set = await app.inject({
      method: 'PUT',
      url: '/__sim/clock',
      payload: { now: '2026-12-24T18:00:00Z' },
    });
    expect(Math.abs(Date.parse(set.json().now) - Date.parse('2026-12-24T18:00:00Z'))).toBeLessThan(
      1000,
    );
    const advanced = await app.inject({
      method: 'POST',
      url: '/__sim/clock/advance',
      payload: { by: '10m' },
    });
    expect(
      Math.abs(Date.parse(advanced.json().now) - Date.parse('2026-12-24T18:10:00Z')),
    ).toBeLessThan(1000);
    expect(Math.abs(app.clock.now() - Date.parse('2026-12-24T18:10:00Z'))).toBeLessThan(1000);
  });

  it('rejects an unreadable time or duration with 400', async () => {
    const badTime = await app.inject({
      method: 'PUT',
      url: '/__sim/clock',
      payload: { now: 'tomorrow' },
    });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toContain('now');
    const badDuration = await app.inject({
      method: 'POST',
      url: '/__sim/clock/advance',
      payload: { by: 'ten minutes' },
    });
    expect(badDuration.statusCode).toBe(400);
  });

  it('[R4-08] advancing the clock past a token expiry makes bearer calls answer 401', async () => {
    const headers = await bearer(app, 'u-manager');
    expect((await app.inject({ url: '/v1/users/login_time', headers })).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/__sim/clock/advance', payload: { by: '1d' } });
    expect((await app.inject({ url: '/v1/users/login_time', headers })).statusCode).toBe(401);
  });

  it('reports status: scenario, clock, version, faults and live activity', async () => {
    const status = (await app.inject({ url: '/__sim' })).json();
    expect(status).toMatchObject({
      scenario: 'default',
      seed: app.world.seed,
      version: { version: 225 },
      faults: { rules: [], hung: 0 },
      live: { enabled: false },
    });
  });

  it('switches live activity on and off, and runs one burst on demand', async () => {
    const on = await app.inject({
      method: 'PUT',
      url: '/__sim/live',
      payload: { every_seconds: 5 },
    });
    expect(on.json()).toMatchObject({ enabled: true, every_seconds: 5 });
    const tick = (await app.inject({ method: 'POST', url: '/__sim/live/tick' })).json();
    expect(tick.at).toMatch(/^\d{4}-/);
    expect(app.sim.live.status().ticks).toBe(1);
    const off = await app.inject({
      method: 'PUT',
      url: '/__sim/live',
      payload: { every_seconds: null },
    });
    expect(off.json().enabled).toBe(false);
    expect(
      (await app.inject({ method: 'PUT', url: '/__sim/live', payload: { every_seconds: 0 } }))
        .statusCode,
    ).toBe(400);
  });

  it('live activity inserts applications and unread messages the demo accounts see, replayable from the seed', async () => {
    const before = app.world.applications.size;
    const unreadTotal = () =>
      [...app.world.applications.values()].reduce(
        (n, a) =>
          n + unreadFor(app.world, a.id, 'CANDIDATE') + unreadFor(app.world, a.id, 'EMPLOYER'),
        0,
      );
    const unreadBefore = unreadTotal();
    const burst = () => app.inject({ method: 'POST', url: '/__sim/live/tick' });
    let messages = 0;
    for (let i = 0; i < 4; i++) {
      const tick = (await burst()).json();
      expect(tick).toMatchObject({ applications: 1 });
      messages += tick.messages;
    }
    expect(messages).toBeGreaterThan(0);
    expect(app.world.applications.size).toBe(before + 4);
    expect(unreadTotal()).toBe(unreadBefore + messages);
    const firstRun = [...app.world.messages.values()].filter((m) =>
      m.message_id.startsWith('m-live-'),
    );
    const touched = firstRun.map((m) => app.world.applications.get(m.application_id));
    expect(
      touched.every((a) => a?.candidate_id === 'u-candidate' || a?.brand_id === 'CH-1-1-1'),
    ).toBe(true);

    app.sim.reset();
    for (let i = 0; i < 4; i++) await burst();
    const again = [...app.world.messages.values()].filter((m) =>
      m.message_id.startsWith('m-live-'),
    );
    const strip = (rows: typeof firstRun) => rows.map(({ sent_at: _at, ...rest }) => rest);
    expect(strip(again)).toEqual(strip(firstRun));
  });

  it('the live timer fires every N seconds until switched off', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      app.sim.setLiveActivity(5);
      vi.advanceTimersByTime(16_000);
      expect(app.sim.live.status().ticks).toBe(3);
      app.sim.setLiveActivity(null);
      vi.advanceTimersByTime(20_000);
      expect(app.sim.live.status().ticks).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('[R2-01] the legacy host page shows the path and query it received, escaped', async () => {
    const res = await app.inject({ url: '/__legacy/old/reports?tab=2&q=%3Cb%3E' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/__legacy/old/reports');
    expect(res.body).toContain('?tab=2&#38;q=%3Cb%3E');
    expect(res.body).toContain('&#60;b&#62;');
    expect(res.body).not.toContain('<b>');
  });

  it('[R2-32] [R2-34] the corporate host page shows what it received', async () => {
    const res = await app.inject({ url: '/__corporate/user/logout?ref=%2Fdashboard' });
    expect(res.body).toContain('Corporate host');
    expect(res.body).toContain('/__corporate/user/logout');
    expect(res.body).toContain('/dashboard');
  });
});
