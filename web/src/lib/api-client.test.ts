import * as api from '@ws/contracts/areas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiResponseError,
  configureApiClient,
  REFERRER_MAX,
  request,
  requestRoute,
  retryDelayMs,
} from './api-client';

const info = {
  id: 'u1',
  first_name: 'A',
  last_name: 'B',
  user_employer: true,
  is_shadow_user: false,
  is_corporate: false,
  entry_mode: null,
  external_auth: null,
  persona: null,
  email: 'a@b.c',
  phone: null,
};

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client (§7, §8)', () => {
  it('[R7-01] sends the bearer token and builds the URL from the entry', async () => {
    configureApiClient({ baseUrl: 'http://api', getToken: async () => 'tok' });
    const fetchMock = respond(200, { data: { default_home_page: null }, status_code: 200 });
    await request(api.users.brandPolicy, { params: { brandId: 'GP 1' } }).catch(() => undefined);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api/v1/users/brands/GP%201/policy');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('awaits beforeEachCall before it reads the token or sends', async () => {
    const order: string[] = [];
    configureApiClient({
      baseUrl: 'http://api',
      getToken: async () => (order.push('token'), 't'),
      beforeEachCall: async () => void order.push('before'),
    });
    respond(200, { data: info, status_code: 200 });
    await request(api.users.info, { query: {} });
    expect(order).toEqual(['before', 'token']);
  });

  it('[R8-01] rejects locally with 401 Unauthorized when there is no token', async () => {
    configureApiClient({ baseUrl: 'http://api', getToken: async () => null });
    const fetchMock = respond(200, {});
    const error = await request(api.users.info).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('[R7-02] unwraps the data envelope and applies schema defaults', async () => {
    configureApiClient({ baseUrl: 'http://api', getToken: async () => 't' });
    respond(200, { data: { ...info, first_name: undefined }, status_code: 200 });
    const user = await request(api.users.info);
    expect(user.id).toBe('u1');
    expect(user.first_name).toBe('');
  });

  it('[R3-01] first_name and last_name default to the empty string when the answer leaves them out', async () => {
    configureApiClient({ baseUrl: 'http://api', getToken: async () => 't' });
    const { first_name: _first, last_name: _last, ...nameless } = info;
    respond(200, { data: nameless, status_code: 200 });
    const user = await request(api.users.info);
    expect(user.first_name).toBe('');
    expect(user.last_name).toBe('');
    expect(`${user.first_name} ${user.last_name}`.trim()).toBe('');
    respond(200, { data: { ...nameless, first_name: 'Ana' }, status_code: 200 });
    expect(await request(api.users.info)).toMatchObject({ first_name: 'Ana', last_name: '' });
  });

  it('[R8-02] throws the whole response when data is missing or status_code is not 200', async () => {
    configureApiClient({ baseUrl: 'http://api', getToken: async () => 't' });
    respond(200, { status_code: 200 });
    await expect(request(api.users.info)).rejects.toMatchObject({
      status: 200,
      body: { status_code: 200 },
    });
    respond(200, { data: info, status_code: 500 });
    await expect(request(api.users.info)).rejects.toMatchObject({ body: { status_code: 500 } });
    respond(403, { status_code: 403, error: 'FORBIDDEN', message: 'no' });
    await expect(request(api.users.info)).rejects.toMatchObject({
      status: 403,
      body: { error: 'FORBIDDEN' },
    });
  });

  it('repeats array query values (brand_ids repeated)', async () => {
    configureApiClient({ baseUrl: 'http://api', getToken: async () => 't' });
    const fetchMock = respond(200, { data: [], status_code: 200 });
    await request(api.brands.services, { query: { brand_ids: ['A', 'B'] } });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe(
      'http://api/v1/brands/services?brand_ids=A&brand_ids=B',
    );
  });
});

describe('a call sent by its route (no schema loaded)', () => {
  const route = {
    name: 'GET /v1/x',
    method: 'GET',
    path: '/v1/x',
    auth: 'none',
    envelope: true,
  } as const;

  it('[R8-02] gives the envelope’s data to its reader, and throws the whole response otherwise', async () => {
    configureApiClient({ baseUrl: 'http://api', getToken: async () => null });
    const fetchMock = respond(200, { data: { a: 1 }, status_code: 200 });
    await expect(requestRoute(route, (data) => data)).resolves.toEqual({ a: 1 });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('http://api/v1/x');
    respond(200, { data: { a: 1 }, status_code: 500 });
    await expect(requestRoute(route, (data) => data)).rejects.toMatchObject({
      status: 200,
      body: { status_code: 500 },
    });
    respond(200, { data: 'odd', status_code: 200 });
    const refuse = () => {
      throw new Error('unexpected shape');
    };
    await expect(requestRoute(route, refuse)).rejects.toThrow('unexpected shape');
  });
});

describe('api client retry and referrer (§7, §9)', () => {
  it('[R7-07] [R8-11] retries a network error or status ≥ 500 up to 5 times, 1 s doubling, capped at 10 s', async () => {
    const waits: number[] = [];
    configureApiClient({
      baseUrl: 'http://api',
      getToken: async () => 't',
      sleep: async (ms) => void waits.push(ms),
    });
    const fetchMock = vi.fn(async () => new Response('{}', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(request(api.users.info)).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(waits).toEqual([1000, 2000, 4000, 8000, 10000]);
    expect(retryDelayMs(10)).toBe(10_000);
  });

  it('[R7-07] [R8-11] a network error is retried and then succeeds; a 4xx is final', async () => {
    configureApiClient({
      baseUrl: 'http://api',
      getToken: async () => 't',
      sleep: async () => undefined,
    });
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        if (calls < 3) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ data: info, status_code: 200 }), { status: 200 });
      }),
    );
    await expect(request(api.users.info)).resolves.toMatchObject({ id: 'u1' });
    expect(calls).toBe(3);
    const notFound = vi.fn(async () => new Response('{}', { status: 404 }));
    vi.stubGlobal('fetch', notFound);
    await expect(request(api.users.info)).rejects.toMatchObject({ status: 404 });
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it('[R7-01] the referrer-page header is cut to 255 characters', async () => {
    vi.stubGlobal('location', { href: `http://x/${'a'.repeat(400)}` });
    configureApiClient({
      baseUrl: 'http://api',
      getToken: async () => 't',
      referrerHeader: 'referrer-page',
    });
    const fetchMock = respond(200, { data: info, status_code: 200 });
    await request(api.users.info);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['referrer-page']).toHaveLength(REFERRER_MAX);
  });

  it('[R8-11] an answer that is not JSON gives "failed parsing … to json"', async () => {
    configureApiClient({ baseUrl: 'http://api', getToken: async () => null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200 })),
    );
    await expect(request(api.content.locale, { params: { file: 'fr.json' } })).rejects.toThrow(
      'failed parsing http://api/locales/fr.json to json',
    );
  });
});
