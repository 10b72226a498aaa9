/**
 * Partial mocking against a "real" backend: a second mock server on a port of its own, one of
 * whose answers is made off-contract. The mock in front proxies two calls to it and mocks the rest.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readServerConfig } from '../src/config.ts';
import type { JournalEntry } from '../src/sim/journal.ts';
import { cli } from './cli-runner.ts';

let backend: FastifyInstance;
let app: FastifyInstance;
let backendUrl: string;
let appUrl: string;

beforeAll(async () => {
  backend = await buildApp({ strictResponses: false, journalSize: 0 });
  // The backend's drift: currency ids come back as words.
  backend.addHook('onSend', (request, _reply, payload, done) => {
    done(
      null,
      request.url.startsWith('/v1/currencies') && typeof payload === 'string'
        ? payload.replace('"id":1,', '"id":"one",')
        : payload,
    );
  });
  await backend.listen({ port: 0, host: '127.0.0.1' });
  backendUrl = `http://127.0.0.1:${(backend.server.address() as AddressInfo).port}`;
  app = await buildApp({
    proxy: { target: backendUrl, routes: ['GET /v1/currencies', '/v1/rum_settings'] },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all([app.close(), backend.close()]);
});

describe('the proxy', () => {
  it('passes the backend’s answer on as it came, and lists its drift by entry and field', async () => {
    const res = await app.inject({ url: '/v1/currencies' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.currencies[0].id).toBe('one');
    expect((await app.inject({ url: '/__sim/drift' })).json().reports).toEqual([
      expect.objectContaining({
        entry: 'GET /v1/currencies',
        url: '/v1/currencies',
        status: 200,
        field: 'data.currencies.0.id',
        got: 'one',
      }),
    ]);
  });

  it('sends only the matching calls; the journal names which were proxied and which drifted', async () => {
    await app.inject({ url: '/v1/rum_settings' });
    await app.inject({
      method: 'POST',
      url: '/v1/registration/validateEmail',
      payload: { email: 'x@new.test' },
    });
    const { entries } = (await app.inject({ url: '/__sim/journal' })).json<{
      entries: JournalEntry[];
    }>();
    expect(entries.map((e) => [e.path, e.proxied_to, e.drift])).toEqual([
      ['/v1/currencies', backendUrl, expect.stringMatching(/^data\.currencies\.0\.id: /)],
      ['/v1/rum_settings', backendUrl, null],
      ['/v1/registration/validateEmail', null, null],
    ]);
  });

  it('pnpm scenario drift prints the report', { timeout: 60_000 }, async () => {
    const printed = await cli(['drift', '--url', appUrl]);
    expect(printed.code, printed.err).toBe(0);
    expect(printed.out).toMatch(/GET \/v1\/currencies\s+200\s+data\.currencies\.0\.id\s+.+"one"/);
  });

  it('a backend that does not answer gives 502 in words, not a hang', async () => {
    const lonely = await buildApp({
      proxy: { target: 'http://127.0.0.1:9', routes: ['/v1/currencies'] },
    });
    const res = await lonely.inject({ url: '/v1/currencies' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: 'PROXY_UNREACHABLE' });
    await lonely.close();
  });

  it('is set by --proxy-to and --proxy-route; either alone is refused in words', () => {
    const config = readServerConfig(
      [
        '--proxy-to',
        'https://api.staging.test',
        '--proxy-route',
        'GET /v1/users/*',
        '--journal',
        '50',
        '--no-strict',
      ],
      {},
    );
    expect(config).toMatchObject({
      proxy: { target: 'https://api.staging.test', routes: ['GET /v1/users/*'] },
      journalSize: 50,
      strictResponses: false,
    });
    expect(() => readServerConfig(['--proxy-to', 'https://api.staging.test'], {})).toThrow(
      /needs at least one --proxy-route/,
    );
    expect(() => readServerConfig(['--proxy-route', '/v1/*'], {})).toThrow(
      /--proxy-to must be a backend origin/,
    );
  });
});
