import { listEndpoints } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toOpenApiPath } from '../src/docs/openapi.ts';
import { buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('API docs (/docs)', () => {
  it('[R7-03] every table entry appears in /docs/openapi.json (OpenAPI 3.1) with its responses', async () => {
    const res = await app.inject({ url: '/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const entries = listEndpoints();
    expect(entries.length).toBeGreaterThan(0);
    for (const { id, entry } of entries) {
      const op = doc.paths[toOpenApiPath(entry.path)]?.[entry.method.toLowerCase()];
      expect(op, id).toBeDefined();
      expect(op.operationId).toBe(id);
      expect(Object.keys(op.responses).sort()).toEqual(Object.keys(entry.responses).sort());
      expect(op['x-extension']).toBe(entry.extension);
      expect(op.security).toEqual(entry.auth === 'bearer' ? [{ bearer: [] }] : []);
    }
  });

  it('describes path and query parameters and request bodies from the zod schemas', async () => {
    const doc = (await app.inject({ url: '/docs/openapi.json' })).json();
    const versions = doc.paths['/v1/web_versions'].get;
    expect(versions.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'web_app_code', in: 'query', required: true }),
        expect.objectContaining({ name: 'brand_id', in: 'query', required: false }),
      ]),
    );
    const rum = doc.paths['/v1/brands/{brandId}/rum_settings'].get;
    expect(rum.parameters[0]).toMatchObject({
      name: 'brandId',
      in: 'path',
      required: true,
      example: 'CH-1-1-1',
    });
    const logout = doc.paths['/v1/logout']?.post;
    expect(logout.requestBody.content['application/json'].schema.required).toContain(
      'refresh_token',
    );
    expect(versions.requestBody).toBeUndefined();
  });

  it('serves a self-contained HTML page listing every operation grouped by area', async () => {
    const res = await app.inject({ url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toMatch(/<script|https?:\/\/(?!localhost)[^"]*\.(js|css)/);
    for (const { id } of listEndpoints()) expect(res.body).toContain(`id="${id}"`);
    expect(res.body).toContain('id="area-versioning"');
    expect(res.body).toContain('id="simulator"');
  });
});
