import { api, ErrorSchema } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, injectEntry, multipartBody } from './helper.ts';

let app: FastifyInstance;
let headers: { authorization: string };
beforeAll(async () => {
  app = await buildTestApp();
  headers = await bearer(app, 'u-manager');
});
afterAll(() => app.close());

const search = (payload: string | Buffer, contentType: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/brands/CH-1-1-1/brands/search',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });

const expectError = (
  res: { statusCode: number; json: () => unknown },
  status: number,
  field?: string,
) => {
  expect(res.statusCode).toBe(status);
  const body = ErrorSchema.parse(res.json());
  expect(body.status_code).toBe(status);
  if (field) expect(body.field).toBe(field);
};

describe('bad requests answer JSON errors in the table’s shape, never a 500', () => {
  it('malformed JSON → 400 naming the body', async () => {
    expectError(await search('{"query": ', 'application/json'), 400, 'body');
  });

  it('an empty JSON body → 400', async () => {
    expectError(await search('', 'application/json'), 400, 'body');
  });

  it('a body over the 1 MB limit → 413', async () => {
    expectError(
      await search(JSON.stringify({ query: 'x'.repeat(1_100_000) }), 'application/json'),
      413,
      'body',
    );
  });

  it('an unknown content type → 415', async () => {
    expectError(await search('<query/>', 'application/xml'), 415, 'headers.content-type');
  });

  it('text/plain to a JSON call → 415', async () => {
    expectError(await search('{"query":"x"}', 'text/plain'), 415, 'headers.content-type');
  });

  it('multipart to a JSON call → 415', async () => {
    const { payload, headers: multipart } = multipartBody({ query: 'x' });
    expectError(await search(payload, multipart['content-type']), 415, 'headers.content-type');
  });

  it('JSON to a multipart call → 415', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/v1/profile_photo',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ degrees: 0 }),
    });
    expectError(res, 415, 'headers.content-type');
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'garbage'],
    [
      'a truncated body',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nab',
    ],
  ])('a malformed multipart body (%s) → 400 naming the body', async (_, contentType, payload) => {
    const res = await app.inject({
      method: 'PUT',
      url: '/v1/profile_photo',
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
    expectError(res, 400, 'body');
  });

  it('a JSON body smuggling __proto__ → 400', async () => {
    expectError(await search('{"__proto__": {"admin": true}}', 'application/json'), 400);
  });

  it('an unknown route → 404 in the same shape', async () => {
    expectError(await app.inject({ url: '/v1/no_such_call' }), 404);
  });

  it('a body on a call that takes none → 400 naming the body', async () => {
    const res = await injectEntry(app, api.brands.addFavourite, {
      params: { brandId: 'CH-1-1-1' },
      body: { surprise: true },
      headers,
    });
    expectError(res, 400, 'body');
  });

  it('a rejected request changes nothing', async () => {
    const before = app.world.favourites.get('u-manager')?.size ?? 0;
    await injectEntry(app, api.brands.addFavourite, {
      params: { brandId: 'CH-1-1-1' },
      body: { x: 1 },
      headers,
    });
    expect(app.world.favourites.get('u-manager')?.size ?? 0).toBe(before);
  });
});
