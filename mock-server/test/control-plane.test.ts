/**
 * §1–2: CORS grants only the web app's own origins, the simulator and mailbox refuse
 * foreign pages, and a mock bound beyond loopback asks for its admin token.
 */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAdminToken, writeAdminToken } from '@ws/scenarios';
import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { isLoopback, readServerConfig, webOrigins } from '../src/config.ts';

const TOKEN = 'test-admin-token-0123456789';
let open: FastifyInstance;
let shared: FastifyInstance;
beforeAll(async () => {
  open = await buildApp({ allowedOrigins: webOrigins(5360) });
  shared = await buildApp({
    allowedOrigins: webOrigins(5360),
    adminToken: TOKEN,
    origin: 'http://192.168.1.20:4010',
  });
  await Promise.all([open.ready(), shared.ready()]);
});
afterAll(() => Promise.all([open.close(), shared.close()]));

const ALLOWED = [
  'http://localhost:5360',
  'http://fr.localhost:5360',
  'http://es-mx.localhost:5360',
  'http://127.0.0.1:5360',
];
const REFUSED = [
  'http://evil.example',
  'http://localhost:5361',
  'http://a.b.localhost:5360',
  'https://localhost:5360',
  'http://localhost:5360.evil.example',
  'null',
];

describe('CORS: only the web app’s own origins', () => {
  it.each(ALLOWED)('grants %s on an API call and on the preflight', async (origin) => {
    const res = await open.inject({ method: 'GET', url: '/v1/web_versions', headers: { origin } });
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const pre = await open.inject({
      method: 'OPTIONS',
      url: '/cognito/',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target',
      },
    });
    expect(pre.headers['access-control-allow-origin']).toBe(origin);
  });

  it.each(REFUSED)('gives %s no grant', async (origin) => {
    const res = await open.inject({ method: 'GET', url: '/v1/web_versions', headers: { origin } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await open.inject({
      method: 'OPTIONS',
      url: '/__sim/reset',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a foreign page’s simple POST to the simulator is refused before it runs (403), on loopback too', async () => {
    await open.inject({ method: 'POST', url: '/__sim/scenarios/maintenance' });
    const res = await open.inject({
      method: 'POST',
      url: '/__sim/reset',
      headers: { origin: 'http://evil.example', 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('FORBIDDEN_ORIGIN');
    expect((await open.inject({ method: 'GET', url: '/__sim' })).json().scenario).toBe(
      'maintenance',
    );
    const mail = await open.inject({
      method: 'GET',
      url: '/__mailbox/candidate@demo.test',
      headers: { origin: 'http://evil.example' },
    });
    expect(mail.statusCode).toBe(403);
    await open.inject({ method: 'POST', url: '/__sim/reset' });
  });

  it('on loopback the CLI (no Origin, no token) drives the simulator as before', async () => {
    expect((await open.inject({ method: 'POST', url: '/__sim/reset' })).statusCode).toBe(200);
    expect(
      (await open.inject({ method: 'GET', url: '/__mailbox/nobody@demo.test' })).statusCode,
    ).toBe(200);
  });
});

describe('the admin token once bound beyond loopback', () => {
  const calls = [
    ['POST', '/__sim/reset'],
    ['POST', '/__sim/scenarios/outage'],
    ['PUT', '/__sim/faults'],
    ['DELETE', '/__sim/faults'],
    ['PUT', '/__sim/world'],
    ['GET', '/__sim'],
    ['GET', '/__sim/world'],
    ['GET', '/__mailbox/candidate@demo.test'],
  ] as const;

  it.each(calls)('%s %s without the token → 401, with a wrong one → 401', async (method, url) => {
    const none = await shared.inject({ method, url });
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe('ADMIN_TOKEN_REQUIRED');
    const wrong = await shared.inject({ method, url, headers: { 'x-admin-token': `${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
  });

  it('a refused call changed nothing; with the token the same call works', async () => {
    await shared.inject({ method: 'POST', url: '/__sim/scenarios/outage' });
    const status = await shared.inject({
      method: 'GET',
      url: '/__sim',
      headers: { 'x-admin-token': TOKEN },
    });
    expect(status.json().scenario).toBe('default');
    const used = await shared.inject({
      method: 'POST',
      url: '/__sim/scenarios/outage',
      headers: { 'x-admin-token': TOKEN },
    });
    expect(used.statusCode).toBe(200);
    expect(used.json().status.scenario).toBe('outage');
  });

  it('the API itself needs no admin token; tokens are issued for the public URL', async () => {
    const { accessToken } = await shared.identity.issueTokens('u-manager');
    const api = await shared.inject({
      method: 'GET',
      url: '/v1/users/info',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(api.statusCode).toBe(200);
    expect(decodeJwt(accessToken).iss).toBe('http://192.168.1.20:4010/local_MockPool1');
    const docs = await shared.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(docs.json().servers[0].url).toBe('http://192.168.1.20:4010');
  });
});

describe('server flags and env', () => {
  it('defaults: loopback, the web app’s origins on WEB_PORT, public URL on the port', () => {
    const config = readServerConfig([], { MOCK_PORT: '4261', WEB_PORT: '5360' });
    expect(config).toMatchObject({
      port: 4261,
      host: 'localhost',
      publicUrl: 'http://localhost:4261',
      worldFile: undefined,
    });
    expect(config.allowedOrigins).toEqual([
      'http://localhost:5360',
      'http://*.localhost:5360',
      'http://127.0.0.1:5360',
    ]);
    expect(isLoopback(config.host)).toBe(true);
  });

  it('--host, --public-url, --allow-origin and --world; flags win over env', () => {
    const config = readServerConfig(
      [
        '--host',
        '0.0.0.0',
        '--public-url',
        'http://192.168.1.20:4010/',
        '--allow-origin',
        'http://192.168.1.20:5173,http://*.qa.lan:5173',
        '--world',
        '.worlds/a.json',
      ],
      { MOCK_HOST: 'localhost', MOCK_ALLOWED_ORIGINS: 'http://other:1' },
    );
    expect(config).toMatchObject({
      host: '0.0.0.0',
      publicUrl: 'http://192.168.1.20:4010',
      worldFile: '.worlds/a.json',
    });
    expect(config.allowedOrigins).toEqual([
      'http://192.168.1.20:5173',
      'http://*.qa.lan:5173',
      'http://other:1',
    ]);
    expect(isLoopback('0.0.0.0')).toBe(false);
    expect(isLoopback('127.0.0.1')).toBe(true);
  });

  it('the admin token goes to a file only its owner can read, which the CLI reads when MOCK_ADMIN_TOKEN is unset', () => {
    const file = join(
      mkdtempSync(join(tmpdir(), 'admin-token-')),
      'cache',
      'mock-admin-token.json',
    );
    writeAdminToken({ token: 'first', url: 'http://192.168.1.20:4010' }, file);
    // A file left world-readable from before is replaced, not written into.
    writeFileSync(file, '{}', { mode: 0o644 });
    writeAdminToken({ token: TOKEN, url: 'http://192.168.1.20:4010' }, file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).token).toBe(TOKEN);
    expect(readAdminToken({}, file)).toBe(TOKEN);
    expect(readAdminToken({ MOCK_ADMIN_TOKEN: 'from-env' }, file)).toBe('from-env');
    expect(readAdminToken({}, `${file}.missing`)).toBeUndefined();
  });

  it('the server prints where the admin token is, never the token', () => {
    const source = readFileSync(new URL('../src/start.ts', import.meta.url), 'utf8');
    // Each console call whole, however the formatter has wrapped it.
    const printed = [...source.matchAll(/console\.(?:info|log|warn|error)\(([\s\S]*?)\);/g)].map(
      (m) => m[1] ?? '',
    );
    expect(printed.some((line) => line.includes('ADMIN_TOKEN_FILE'))).toBe(true);
    expect(printed.filter((line) => /\$\{adminToken\}/.test(line))).toEqual([]);
  });

  it('a public URL with a path, or a bad port, is refused with a message', () => {
    expect(() => readServerConfig(['--public-url', 'http://x/y'], {})).toThrow(
      /--public-url must be an origin/,
    );
    expect(() => readServerConfig([], { MOCK_PORT: 'abc' })).toThrow(/port must be a whole number/);
  });
});
