import type { Media, MediaPage } from '@ws/contracts';
import { api, MEDIA_PAGE_SIZE } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, injectEntry } from './helper.ts';

let app: FastifyInstance;
let manager: { authorization: string };
beforeAll(async () => {
  app = await buildTestApp();
  manager = await bearer(app, 'u-manager');
});
beforeEach(() => {
  app.clock.reset();
  app.resetWorld();
});
afterAll(() => app.close());

const list = (query: Record<string, string> = {}, headers = manager, brandId = 'CH-1-1-1') =>
  injectEntry(app, api.brands.listMedia, { params: { brandId }, query, headers });
const page = async (query: Record<string, string> = {}) =>
  (await list(query)).json().data as MediaPage;

async function uploadImage(title: string) {
  const presigned = await injectEntry(app, api.brands.presignedUrl, {
    params: { brandId: 'CH-1-1-1' },
    query: { media_type: 'IMAGE', media_format: 'png', file_name: 'logo.png' },
    headers: manager,
  });
  const { key } = presigned.json().data as { key: string };
  await app.inject({
    method: 'PUT',
    url: `/__uploads/${key}`,
    headers: { 'content-type': '', 'force-csrf': 'true' },
    // The bytes must be a PNG, as the presigned URL was issued for.
    payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  });
  const created = await injectEntry(app, api.brands.createMedia, {
    params: { brandId: 'CH-1-1-1' },
    body: { title, type: 'IMAGE', format: 'png', path: `/__uploads/${key}` },
    headers: manager,
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data as Media;
}

describe('brand media list (extension GET /v1/brands/{brandId}/media)', () => {
  it('is marked an extension: §7 lists only the upload calls', () => {
    expect(api.brands.listMedia.extension).toBe(true);
  });

  it(`pages the seeded media ${MEDIA_PAGE_SIZE} at a time, newest first, with the total`, async () => {
    const first = await page();
    expect(first.total).toBeGreaterThan(MEDIA_PAGE_SIZE);
    expect(first.media).toHaveLength(MEDIA_PAGE_SIZE);
    const second = await page({ offset: String(MEDIA_PAGE_SIZE) });
    expect(second.total).toBe(first.total);
    expect(second.media).toHaveLength(first.total - MEDIA_PAGE_SIZE);
    const all = [...first.media, ...second.media];
    expect(new Set(all.map((m) => m.id)).size).toBe(first.total);
    expect(all.every((m) => m.brand_id === 'CH-1-1-1')).toBe(true);
    const times = all.map((m) => Date.parse(m.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('is the same list on every start (deterministic seed)', async () => {
    const before = (await page()).media.map((m) => m.id);
    app.resetWorld();
    expect((await page()).media.map((m) => m.id)).toEqual(before);
  });

  it('every location has some media to show', async () => {
    const enterprise = await bearer(app, 'u-enterprise');
    const res = await list({}, enterprise, 'CH-1-2-3');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as MediaPage).total).toBeGreaterThanOrEqual(3);
  });

  it('type keeps one kind; limit and offset cut the page', async () => {
    const videos = await page({ type: 'VIDEO', limit: '50' });
    expect(videos.media.length).toBe(videos.total);
    expect(videos.media.every((m) => m.type === 'VIDEO')).toBe(true);
    const two = await page({ offset: '1', limit: '2' });
    const all = await page({ limit: '50' });
    expect(two.media.map((m) => m.id)).toEqual(all.media.slice(1, 3).map((m) => m.id));
  });

  it('[R3-08] listed media carry is_hosted only when they are VIDEO', async () => {
    const { media } = await page({ limit: '50' });
    for (const m of media) expect('is_hosted' in m, `${m.id} (${m.type})`).toBe(m.type === 'VIDEO');
  });

  it('a file uploaded and recorded just now heads the list, with a fresh id', async () => {
    const before = await page();
    const created = await uploadImage('New menu board');
    const after = await page();
    expect(after.total).toBe(before.total + 1);
    expect(after.media[0]).toEqual(created);
    expect(before.media.some((m) => m.id === created.id)).toBe(false);
    // Two uploads in the same millisecond: the later one still comes first.
    const second = await uploadImage('Second board');
    expect((await page()).media.slice(0, 2).map((m) => m.title)).toEqual([
      second.title,
      created.title,
    ]);
  });

  it('limit above 50 is 400 naming query.limit; an unknown type is 400 naming query.type', async () => {
    const tooMany = await list({ limit: '51' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().field).toBe('query.limit');
    const badType = await list({ type: 'AUDIO' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().field).toBe('query.type');
  });

  it('is guarded like the other brand calls: 401 without a token, 403 outside the policy, 404 for no brand', async () => {
    expect((await list({}, { authorization: '' })).statusCode).toBe(401);
    const outside = await list({}, await bearer(app, 'u-halo'));
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ error: 'FORBIDDEN', field: 'params.brandId' });
    const missing = await list({}, manager, 'CH-9-9-9');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().field).toBe('params.brandId');
  });
});
