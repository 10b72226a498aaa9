import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';

/** CORS for the web app's origins, the headers and statuses @fastify/cors gave, written out. */
const WEB = 'http://localhost:5173';
const EVIL = 'http://evil.example';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ allowedOrigins: [WEB] });
  await app.ready();
});
afterAll(() => app.close());

const preflight = (headers: Record<string, string>) =>
  app.inject({ method: 'OPTIONS', url: '/v1/web_versions', headers });

describe('CORS', () => {
  it('every answer varies on Origin; only a granted origin is named, with credentials', async () => {
    for (const origin of [undefined, EVIL, WEB]) {
      const res = await app.inject({
        method: 'GET',
        url: '/v1/web_versions',
        headers: origin ? { origin } : {},
      });
      expect(res.headers.vary).toBe('Origin');
      expect(res.headers['access-control-allow-origin']).toBe(origin === WEB ? WEB : undefined);
      expect(res.headers['access-control-allow-credentials']).toBe(
        origin === WEB ? 'true' : undefined,
      );
    }
  });

  it('a granted preflight is 204 with the methods, the asked headers and a max age', async () => {
    const res = await preflight({
      origin: WEB,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'content-type,x-amz-target',
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers).toMatchObject({
      vary: 'Origin, Access-Control-Request-Headers',
      'access-control-allow-origin': WEB,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, HEAD, POST, PUT, DELETE',
      'access-control-allow-headers': 'content-type,x-amz-target',
      'access-control-max-age': '600',
      'content-length': '0',
    });
  });

  it('a preflight naming no method is 400; one from a refused origin or none finds nothing', async () => {
    const bad = await preflight({ origin: WEB });
    expect([bad.statusCode, bad.body, bad.headers['content-type']]).toEqual([
      400,
      'Invalid Preflight Request',
      'text/plain',
    ]);
    const refused: Record<string, string>[] = [
      { origin: EVIL, 'access-control-request-method': 'POST' },
      {},
    ];
    for (const headers of refused) {
      const res = await preflight(headers);
      expect(res.statusCode).toBe(404);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('nosniff is on every answer a request gets: found, preflights, not found, refused input, no token, unreadable JSON', async () => {
    const json = { 'content-type': 'application/json' };
    const answers = [
      await app.inject({ method: 'GET', url: '/.well-known/jwks.json' }),
      await preflight({ origin: WEB, 'access-control-request-method': 'PUT' }),
      await preflight({ origin: WEB }),
      await preflight({}),
      await app.inject({ method: 'GET', url: '/v1/nowhere' }),
      await app.inject({ method: 'GET', url: '/v1/users/info' }),
      await app.inject({
        method: 'POST',
        url: '/v1/users/request_reset_password',
        headers: json,
        payload: '{}',
      }),
      await app.inject({
        method: 'POST',
        url: '/v1/users/request_reset_password',
        headers: json,
        payload: '{',
      }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 204, 400, 404, 404, 401, 400, 400]);
    for (const res of answers) expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a URL the router cannot read is a 400 before any hook: neither nosniff nor Vary', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-content-type-options']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
  });
});
