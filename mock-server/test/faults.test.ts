import type { FaultRule } from '@ws/scenarios';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FaultEngine } from '../src/sim/faults.ts';
import { buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.sim.reset());
afterAll(() => app.close());

const setFaults = (rules: FaultRule[], seed?: number) =>
  app.inject({
    method: 'PUT',
    url: '/__sim/faults',
    payload: { rules, ...(seed === undefined ? {} : { seed }) },
  });

async function statuses(n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await app.inject({ url: '/v1/rum_settings' })).statusCode);
  return out;
}

/** Resolves 'hung' when the request is still unanswered after `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), ms))]);

describe('simulated faults (seeded, API routes only)', () => {
  it('[R7-07] a share of 5xx: the same seed gives the same failures, another seed others', async () => {
    const rules: FaultRule[] = [{ kind: 'error', pattern: '/v1/rum_*', share: 0.5 }];
    await setFaults(rules, 42);
    const first = await statuses(40);
    expect(first).toContain(503);
    expect(first).toContain(200);
    await setFaults(rules, 42);
    expect(await statuses(40)).toEqual(first);
    await setFaults(rules, 43);
    expect(await statuses(40)).not.toEqual(first);
  });

  it('a pattern may name the route template as well as the concrete path', () => {
    const engine = new FaultEngine(1);
    engine.set([{ kind: 'error', pattern: '/v1/brands/:brandId/rum_settings', share: 1 }]);
    expect(
      engine.decide('/v1/brands/CH-1-1-1/rum_settings', '/v1/brands/:brandId/rum_settings').outcome,
    ).toBe('error');
    expect(engine.decide('/v1/rum_settings', '/v1/rum_settings').outcome).toBe('pass');
  });

  it('[R7-07] max_streak makes a fault transient: a path fails at most that many times in a row, then recovers within the retries', () => {
    const engine = new FaultEngine(1);
    engine.set([{ kind: 'error', pattern: '/v1/*', share: 1, max_streak: 3 }]);
    const on = (path: string, n: number) =>
      Array.from({ length: n }, () => engine.decide(path).outcome);
    expect(on('/v1/users/info', 4)).toEqual(['error', 'error', 'error', 'pass']);
    // Another path keeps its own count; after passing, a path's streak starts again.
    expect(on('/v1/rum_settings', 2)).toEqual(['error', 'error']);
    expect(on('/v1/users/info', 4)).toEqual(['error', 'error', 'error', 'pass']);
    // Without max_streak every draw is independent, as before.
    engine.set([{ kind: 'error', pattern: '/v1/*', share: 1 }]);
    expect(on('/v1/users/info', 5)).toEqual(Array(5).fill('error'));
  });

  it('a 5xx fault answers 503 with the error shape every entry declares', async () => {
    await setFaults([{ kind: 'error', pattern: '*', share: 1 }]);
    const res = await app.inject({ url: '/v1/rum_settings' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status_code: 503, error: 'SIMULATED_FAULT' });
  });

  it('fixed latency delays matching requests only', async () => {
    await setFaults([{ kind: 'latency', pattern: '/v1/rum_settings', min_ms: 120, max_ms: 120 }]);
    const started = performance.now();
    expect((await app.inject({ url: '/v1/rum_settings' })).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect(app.sim.faults.decide('/v1/users/login_time', '/v1/users/login_time')).toEqual({
      delayMs: 0,
      outcome: 'pass',
    });
  });

  it('ranged latency and share draws replay exactly from the seed', () => {
    const rules: FaultRule[] = [
      { kind: 'latency', pattern: '/v1/*', min_ms: 10, max_ms: 900 },
      { kind: 'drop', pattern: '/v1/users/*', share: 0.3 },
      { kind: 'hang', pattern: '/v1/users/*', share: 0.1 },
    ];
    const paths = Array.from({ length: 50 }, (_, i) =>
      i % 3 ? '/v1/users/info' : '/v1/rum_settings',
    );
    const run = (seed: number) => {
      const engine = new FaultEngine(seed);
      engine.set(rules);
      return paths.map((p) => engine.decide(p));
    };
    const a = run(7);
    expect(run(7)).toEqual(a);
    expect(run(8)).not.toEqual(a);
    const delays = a.map((d) => d.delayMs);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...delays)).toBeLessThanOrEqual(900);
    expect(new Set(delays).size).toBeGreaterThan(10);
    expect(
      a.filter((d, i) => paths[i] === '/v1/rum_settings').every((d) => d.outcome === 'pass'),
    ).toBe(true);
    expect(a.map((d) => d.outcome)).toContain('drop');
  });

  it('a dropped connection is reset without an answer', async () => {
    await setFaults([{ kind: 'drop', pattern: '/v1/rum_settings', share: 1 }]);
    await expect(app.inject({ url: '/v1/rum_settings' })).rejects.toThrow(/destroyed/);
  });

  it('a hung request gets no answer until the faults are cleared', async () => {
    await setFaults([{ kind: 'hang', pattern: '/v1/rum_settings', share: 1 }]);
    const pending = app.inject({ url: '/v1/rum_settings' }).then(
      (res) => res.statusCode,
      () => 'reset',
    );
    expect(await within(pending, 200)).toBe('hung');
    expect((await app.inject({ url: '/__sim/faults' })).json().hung).toBe(1);
    await app.inject({ method: 'DELETE', url: '/__sim/faults' });
    expect(await pending).toBe('reset');
    expect((await app.inject({ url: '/v1/rum_settings' })).statusCode).toBe(200);
  });

  it('never touches /__sim, /docs, /.well-known, /cognito or the demo hosts', async () => {
    await setFaults([{ kind: 'error', pattern: '*', share: 1 }]);
    expect((await app.inject({ url: '/__sim' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/docs/openapi.json' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/.well-known/jwks.json' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/__legacy/x' })).statusCode).toBe(200);
    const cognito = await app.inject({
      method: 'POST',
      url: '/cognito/',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.Nope',
      },
      payload: '{}',
    });
    expect(cognito.statusCode).not.toBe(503);
    expect((await app.inject({ url: '/v1/rum_settings' })).statusCode).toBe(503);
  });

  it('rejects a malformed rule with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__sim/faults',
      payload: { kind: 'error', pattern: '/v1/*', share: 2 },
    });
    expect(res.statusCode).toBe(400);
    const range = await app.inject({
      method: 'POST',
      url: '/__sim/faults',
      payload: { kind: 'latency', pattern: '*', min_ms: 50, max_ms: 10 },
    });
    expect(range.statusCode).toBe(400);
  });
});
