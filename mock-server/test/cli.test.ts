import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from './cli-runner.ts';
import { bearer, buildTestApp } from './helper.ts';

/** A port nothing listens on: bound, read, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let app: FastifyInstance;
let url: string;
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

const versions = async () =>
  (
    await app.inject({
      url: '/v1/web_versions?web_app_code=HARBOR_WEB&version=225',
      headers: await bearer(app, 'u-manager'),
    })
  ).json().data;

// Each test spawns tsx processes; on a shared two-core machine those can take seconds apiece.
describe('QA CLI (pnpm scenario)', { timeout: 60_000 }, () => {
  it('[R4-13] use maintenance makes /v1/web_versions report IN_MAINTENANCE at once; reset restores the seed', async () => {
    const used = await cli(['use', 'maintenance', '--url', url]);
    expect(used.code).toBe(0);
    expect(used.out).toContain('Applied "maintenance"');
    expect(used.out).toMatch(/maintenance\s+IN_MAINTENANCE/);
    expect((await versions()).maintenance.status).toBe('IN_MAINTENANCE');
    const reset = await cli(['reset'], { MOCK_URL: url });
    expect(reset.code).toBe(0);
    expect(reset.out).toContain('Reset to the seed');
    expect((await versions()).maintenance.status).toBe('OUT_OF_MAINTENANCE');
  });

  it('lists scenarios in a table and drives the clock and faults', async () => {
    const list = await cli(['list', '--url', url]);
    expect(list.out).toMatch(/scenario\s+description/);
    expect(list.out).toMatch(/\*\s+default/);
    const advanced = await cli(['clock', 'advance', '2h', '--url', url]);
    expect(advanced.out).toContain('offset +2h');
    const faults = await cli(['faults', 'latency', '/v1/*', '5-10', '--url', url]);
    expect(faults.out).toMatch(/latency\s+\/v1\/\*\s+5–10 ms/);
    expect(app.sim.faults.settings().rules).toHaveLength(1);
    const status = await cli(['status', '--url', url]);
    expect(status.out).toMatch(/faults\s+1 rule/);
    await cli(['reset', '--url', url]);
  });

  it('names the known scenarios and exits 1 for an unknown name', async () => {
    const res = await cli(['use', 'nope', '--url', url]);
    expect(res.code).toBe(1);
    expect(res.err).toContain('Unknown scenario "nope"');
    expect(res.err).toContain('maintenance-over');
  });

  it('exits 1 with a clear message when the server is not running', async () => {
    const res = await cli(['status', '--url', `http://127.0.0.1:${await closedPort()}`]);
    expect(res.code).toBe(1);
    expect(res.err).toContain('Cannot reach the mock server');
    expect(res.err).toContain('Is it running?');
  });

  it('mark → a journey → verify counts the calls after the mark, exiting 0 or 1; journal prints them', async () => {
    await cli(['reset', '--url', url]);
    await cli(['mark', 'before', '--url', url]);
    const headers = await bearer(app, 'u-manager');
    for (let n = 0; n < 2; n++)
      await fetch(`${url}/v1/brands/CH-1-1-1/positions/settings`, { headers });
    const once = await cli([
      'verify',
      'GET /v1/brands/*/positions/settings',
      '--count',
      '1',
      '--since',
      'before',
      '--url',
      url,
    ]);
    expect(once.code).toBe(1);
    expect(once.err).toContain(
      'FAILED: 2 call(s) matching "GET /v1/brands/*/positions/settings" since before, expected 1.',
    );
    const twice = await cli([
      'verify',
      'GET /v1/brands/*/positions/settings',
      '--count=2',
      '--since',
      'before',
      '--url',
      url,
    ]);
    expect(twice.code).toBe(0);
    expect(twice.out).toMatch(/^ok: 2 call\(s\)/);
    const printed = await cli(['journal', '--persona', 'manager@demo.test', '--url', url]);
    expect(printed.out).toMatch(
      /GET\s+\/v1\/brands\/CH-1-1-1\/positions\/settings\s+200\s+[\d.]+\s+manager@demo.test\s+CH-1-1-1/,
    );
  });

  it('bundle save → the world moves on → bundle replay restores it and finds every answer the same', async () => {
    await cli(['reset', '--url', url]);
    await cli(['mark', 'bug', '--url', url]);
    const headers = await bearer(app, 'u-manager');
    await fetch(`${url}/v1/applications/ap-9/stage`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{"stage":"SCREENING"}',
    });
    const name = `cli-test-${process.pid}`;
    const saved = await cli(['bundle', 'save', name, '--since', 'bug', '--url', url]);
    expect(saved.out, saved.err).toContain('Saved 1 call(s) since mark "bug"');
    await fetch(`${url}/v1/applications/ap-9/stage`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{"stage":"OFFER"}',
    });
    const replayed = await cli(['bundle', 'replay', name, '--url', url]);
    expect(replayed.code, replayed.err).toBe(0);
    expect(replayed.out).toContain('Every answer is the same as when it was recorded.');
    expect(app.world.applications.get('ap-9')?.stage).toBe('SCREENING');
    rmSync(fileURLToPath(new URL(`../../.bundles/${name}.json`, import.meta.url)));
  });

  it('faults aimed with --persona hit only that tester', async () => {
    const set = await cli([
      'faults',
      'errors',
      '/v1/users/info',
      '100%',
      '--persona',
      'manager@demo.test',
      '--url',
      url,
    ]);
    expect(set.code).toBe(0);
    expect(app.sim.faults.settings().rules[0]).toMatchObject({
      kind: 'error',
      persona: 'manager@demo.test',
    });
    const info = async (who: string) =>
      (await fetch(`${url}/v1/users/info`, { headers: await bearer(app, who) })).status;
    expect([await info('u-manager'), await info('u-hiring')]).toEqual([503, 200]);
    await cli(['reset', '--url', url]);
  });

  it('prints usage for --help and a usage error for a bad share', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('faults latency PATTERN MS[-MS]');
    const bad = await cli(['faults', 'errors', '/v1/*', '3', '--url', url]);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('SHARE must be between 0 and 1');
  });
});
