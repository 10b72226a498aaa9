/**
 * Attacks on the control plane (the simulator, saved worlds, provider states, the mailbox) and on
 * the presigned upload URL, as a page of a foreign origin and as a caller without the admin token
 * would send them. The routes come from the router itself, so a control-plane route added later
 * is attacked too; each is sent under every spelling the router might still match.
 */
import { createHash } from 'node:crypto';
import { api } from '@ws/contracts';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { webOrigins } from '../../src/config.ts';
import { bearer, injectEntry } from '../helper.ts';

const TOKEN = 'attack-admin-token-0123456789';
const EVIL = 'http://evil.example';
const WEB = 'http://localhost:5360';
const NOW = Date.parse('2026-03-02T10:00:00.000Z');

// Both apps stand still in time, so a status read before and after a row compares equal.
const open = await buildApp({ allowedOrigins: webOrigins(5360), now: () => NOW });
const shared = await buildApp({
  allowedOrigins: webOrigins(5360),
  now: () => NOW,
  adminToken: TOKEN,
});
await Promise.all([open.ready(), shared.ready()]);
afterAll(() => Promise.all([open.close(), shared.close()]));

/** Every route the router holds, read from its own printout (`/v1/user` + `s/info` → `/v1/users/info`). */
function routesOf(app: FastifyInstance): { method: HTTPMethods; path: string }[] {
  const routes: { method: HTTPMethods; path: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack.length = depth;
    stack.push(path);
    for (const method of match[3]?.split(', ') ?? [])
      routes.push({ method: method as HTTPMethods, path });
  }
  return routes;
}

// Routes under `/__` that are pages a person opens from a link, not the control plane: each shows
// only what it was sent (the legacy and corporate stand-ins) or acts on a single-use link token.
const PUBLIC_PAGES = new Set(['/__legacy/*', '/__corporate/*', '/__verify/phone/:token']);
const UPLOAD = '/__uploads/:key';

const allRoutes = routesOf(open);
const controlRoutes = allRoutes.filter(
  (r) => r.path.startsWith('/__') && r.method !== 'OPTIONS' && !PUBLIC_PAGES.has(r.path),
);
const adminRoutes = controlRoutes.filter((r) => r.path !== UPLOAD);

/** Upper-case hex of a character: `s` → `%73`, `_` → `%5F`. */
const hex = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/** The URL under each spelling a router or a proxy in front of it might still take for the route. */
function spellings(url: string): [string, string][] {
  const [first = '', ...rest] = url.slice(1).split('/');
  const tail = rest.length ? `/${rest.join('/')}` : '';
  const letter = first.search(/[a-z]/);
  const encodeLetter = (lower: boolean) => {
    const code = hex(first[letter] ?? 'x');
    return `/${first.slice(0, letter)}${lower ? code.toLowerCase() : code}${first.slice(letter + 1)}${tail}`;
  };
  const variants: [string, string][] = [
    ['as is', url],
    ['%5F for the first underscore', url.replace('_', '%5F')],
    ['%5F for the second underscore', url.replace('__', '_%5F')],
    ['%5f for both underscores', url.replace('__', '%5f%5f')],
    ['%XX for a letter', encodeLetter(false)],
    ['%xx for a letter, lower-case hex', encodeLetter(true)],
    [
      'every letter of the first segment encoded',
      `/${[...first].map((c) => (/[a-z]/.test(c) ? hex(c) : c)).join('')}${tail}`,
    ],
    ['a double slash in front', `/${url}`],
    ['/./ in front', `/.${url}`],
    ['/x/../ in front', `/x/..${url}`],
    ['a trailing dot', `${url}.`],
    ['upper case', `/${first.toUpperCase()}${tail}`],
    ['a ;x suffix', `${url};x`],
    ['a trailing slash', `${url}/`],
  ];
  if (tail) {
    variants.push(
      ['a double slash inside', `/${first}/${tail}`],
      ['%2F for the inner slash', `/${first}%2F${tail.slice(1)}`],
    );
  }
  return variants;
}

function fill(path: string, key: string): string {
  return path
    .replace(':name', 'outage')
    .replace(':address', 'candidate@demo.test')
    .replace(':key', key)
    .replace('*', 'x');
}

/** What the caller of a row sends: a body that would change something if it got through. */
async function attackBodies(app: FastifyInstance, headers: Record<string, string>) {
  const saved = (await app.inject({ method: 'GET', url: '/__sim/world', headers })).json();
  const rum = {
    session_id: 'attack',
    sampling_percentage: 100,
    signed_in: false,
    brand_id: null,
    events: [{ type: 'page_view', path: '/', at: new Date(NOW).toISOString() }],
  };
  const fault = { kind: 'error', pattern: '/v1/*', share: 1 };
  const bodies: Record<string, unknown> = {
    'PUT /__sim/world': { ...saved, sim: { ...saved.sim, scenario: 'outage' } },
    'PUT /__sim/clock': { now: '2031-01-01T00:00:00.000Z' },
    'POST /__sim/clock/advance': { by: '3d' },
    'PUT /__sim/faults': { rules: [fault] },
    'POST /__sim/faults': fault,
    'PUT /__sim/live': { every_seconds: 5 },
    'POST /__sim/rum': rum,
    'POST /__sim/provider-state': { state: 'outage' },
    [`PUT ${UPLOAD}`]: 'attack bytes',
  };
  return (method: string, path: string) => {
    const body = bodies[`${method} ${path}`];
    if (body === undefined)
      return method === 'GET' || method === 'HEAD' || method === 'DELETE' ? undefined : '{}';
    return typeof body === 'string' ? body : JSON.stringify(body);
  };
}

/**
 * A state no refused call may change: a clock moved off the seed (a reset would move it back), a
 * fault rule (a DELETE would drop it), one monitoring batch (a DELETE would drop it), and a digest
 * of the whole saved world (a tick, a load or a provider state would change it).
 */
async function prepare(app: FastifyInstance, headers: Record<string, string>) {
  const json = { ...headers, 'content-type': 'application/json' };
  await app.inject({ method: 'POST', url: '/__sim/reset', headers });
  await app.inject({
    method: 'POST',
    url: '/__sim/clock/advance',
    headers: json,
    payload: { by: '1h' },
  });
  await app.inject({
    method: 'POST',
    url: '/__sim/faults',
    headers: json,
    payload: { kind: 'latency', pattern: '/nowhere/*', min_ms: 1, max_ms: 2 },
  });
  const rum = {
    session_id: 'before',
    sampling_percentage: 100,
    signed_in: false,
    brand_id: null,
    events: [{ type: 'error', path: '/', at: new Date(NOW).toISOString(), message: 'x' }],
  };
  await app.inject({ method: 'POST', url: '/__sim/rum', headers: json, payload: rum });
  const key = (await presign(app)).key;
  return { key, state: () => stateOf(app, headers, key), world: () => worldDigest(app, headers) };
}

async function stateOf(app: FastifyInstance, headers: Record<string, string>, key: string) {
  const status = (await app.inject({ method: 'GET', url: '/__sim', headers })).json();
  const rum = (await app.inject({ method: 'GET', url: '/__sim/rum', headers })).json().events;
  return { status, rum, upload: app.world.uploads.get(key)?.size ?? 'no such upload' };
}

async function worldDigest(app: FastifyInstance, headers: Record<string, string>) {
  const { saved_at: _, ...file } = (
    await app.inject({ method: 'GET', url: '/__sim/world', headers })
  ).json();
  return createHash('sha256').update(JSON.stringify(file)).digest('hex');
}

async function presign(app: FastifyInstance) {
  const res = await injectEntry(app, api.brands.presignedUrl, {
    params: { brandId: 'CH-1-1-1' },
    query: { media_type: 'VIDEO', media_format: 'mp4', file_name: 'tour.mp4' },
    headers: await bearer(app, 'u-manager'),
  });
  return res.json().data as { href: string; key: string };
}

const openSetup = await prepare(open, {});
const sharedSetup = await prepare(shared, { 'x-admin-token': TOKEN });
const openBody = await attackBodies(open, {});
const sharedBody = await attackBodies(shared, { 'x-admin-token': TOKEN });
const openBefore = { state: await openSetup.state(), world: await openSetup.world() };
const sharedBefore = { state: await sharedSetup.state(), world: await sharedSetup.world() };

const rows = (routes: typeof controlRoutes, key: string) =>
  routes.flatMap(({ method, path }) =>
    spellings(fill(path, key)).map(([spelling, url]) => ({ method, path, spelling, url })),
  );

describe('the control plane is enumerated from the router', () => {
  it('the printout reads back as routes the router holds, and names every control-plane route', () => {
    // @fastify/cors answers every preflight from one catch-all route the lookup does not name.
    for (const { method, path } of allRoutes.filter((r) => r.method !== 'OPTIONS')) {
      expect(open.hasRoute({ method, url: path }), `${method} ${path}`).toBe(true);
    }
    const names = controlRoutes.map((r) => `${r.method} ${r.path}`);
    for (const known of [
      'GET /__sim',
      'PUT /__sim/world',
      'POST /__sim/provider-state',
      'DELETE /__sim/rum',
      'GET /__mailbox/:address',
      `PUT ${UPLOAD}`,
    ]) {
      expect(names).toContain(known);
    }
  });
});

describe('a page of a foreign origin is refused by every control-plane route, however the path is spelled', () => {
  it.each(rows(controlRoutes, openSetup.key))(
    '$method $path, $spelling ($url) → 403, or 404 when no route matches',
    async ({ method, path, url }) => {
      const payload = openBody(method, path);
      const res = await open.inject({
        method,
        url,
        headers: {
          origin: EVIL,
          ...(payload === undefined
            ? {}
            : {
                'content-type': path === UPLOAD ? 'application/octet-stream' : 'application/json',
                'force-csrf': 'true',
              }),
        },
        ...(payload === undefined ? {} : { payload }),
      });
      expect([403, 404], `${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
      if (res.statusCode === 403 && method !== 'HEAD')
        expect(res.json().error).toBe('FORBIDDEN_ORIGIN');
      expect(await openSetup.state()).toEqual(openBefore.state);
    },
  );

  it('after every refused row the whole world is as it was', async () => {
    expect(await openSetup.world()).toBe(openBefore.world);
  });
});

describe('beyond loopback a call without the admin token is refused by every control-plane route, however the path is spelled', () => {
  it.each(rows(adminRoutes, sharedSetup.key))(
    '$method $path, $spelling ($url) → 401, or 404 when no route matches',
    async ({ method, path, url }) => {
      const payload = sharedBody(method, path);
      const res = await shared.inject({
        method,
        url,
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
      expect([401, 404], `${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
      if (res.statusCode === 401 && method !== 'HEAD')
        expect(res.json().error).toBe('ADMIN_TOKEN_REQUIRED');
      expect(await sharedSetup.state()).toEqual(sharedBefore.state);
    },
  );

  it('a wrong token is refused like none', async () => {
    const res = await shared.inject({
      method: 'GET',
      url: '/%5F_sim/world',
      headers: { 'x-admin-token': `${TOKEN}x` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('after every refused row the whole world is as it was', async () => {
    expect(await sharedSetup.world()).toBe(sharedBefore.world);
  });
});

describe('the legitimate calls still work', () => {
  it('the web app’s own origin, and the CLI with no Origin, drive the simulator on loopback', async () => {
    expect(
      (await open.inject({ method: 'GET', url: '/__sim', headers: { origin: WEB } })).statusCode,
    ).toBe(200);
    expect(
      (
        await open.inject({
          method: 'GET',
          url: '/__mailbox/candidate@demo.test',
          headers: { origin: WEB },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await open.inject({ method: 'POST', url: '/__sim/scenarios/outage' })).json().status
        .scenario,
    ).toBe('outage');
  });

  it('with the admin token the same calls work beyond loopback, under an encoded spelling too', async () => {
    const headers = { 'x-admin-token': TOKEN };
    expect(
      (await shared.inject({ method: 'GET', url: '/%5F_sim/world', headers })).statusCode,
    ).toBe(200);
    expect(
      (await shared.inject({ method: 'GET', url: '/__mailbox/candidate@demo.test', headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await shared.inject({ method: 'POST', url: '/__sim/scenarios/outage', headers })).json()
        .status.scenario,
    ).toBe('outage');
  });

  it('a saved world loaded through the control plane is the world every API call then reads', async () => {
    const headers = { 'x-admin-token': TOKEN };
    const saved = (await shared.inject({ method: 'GET', url: '/__sim/world', headers })).json();
    await shared.inject({ method: 'POST', url: '/__sim/reset', headers });
    const before = shared.world;
    const loaded = await shared.inject({
      method: 'PUT',
      url: '/__sim/world',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(saved),
    });
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(shared.world).not.toBe(before);
    expect(shared.sim.scenario).toBe('outage');
  });

  it('the upload URL takes the web app’s PUT without the admin token, and refuses a foreign page', async () => {
    await shared.inject({
      method: 'POST',
      url: '/__sim/reset',
      headers: { 'x-admin-token': TOKEN },
    });
    const { key } = await presign(shared);
    const headers = { 'content-type': '', 'force-csrf': 'true' };
    const evil = await shared.inject({
      method: 'PUT',
      url: `/__uploads/${key}`,
      headers: { ...headers, origin: EVIL },
      payload: 'bytes',
    });
    expect(evil.statusCode).toBe(403);
    expect(shared.world.uploads.get(key)?.size).toBeNull();
    const res = await shared.inject({
      method: 'PUT',
      url: `/__uploads/${key}`,
      headers: { ...headers, origin: WEB },
      payload: 'bytes',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(shared.world.uploads.get(key)?.size).toBe(5);
  });

  it('CORS preflights answer as before: a grant for the web app, none for a foreign page', async () => {
    const preflight = (origin: string) =>
      open.inject({
        method: 'OPTIONS',
        url: '/__sim/reset',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight(WEB)).headers['access-control-allow-origin']).toBe(WEB);
    expect((await preflight(EVIL)).headers['access-control-allow-origin']).toBeUndefined();
  });
});
