import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, injectEntry } from './helper.ts';

let app: FastifyInstance;
/** The demo enterprise user (group GP-1), then the demo manager (location CH-1-1-1). */
let enterprise = { authorization: '' };
let manager = { authorization: '' };
beforeAll(async () => {
  app = await buildTestApp();
  enterprise = await bearer(app, 'u-enterprise');
  manager = await bearer(app, 'u-manager');
});
afterAll(() => app.close());

interface Page {
  locations: { brand_id: string; name: string; city: string; user_count: number }[];
  total: number;
  all_locations: number;
  all_people: number;
  offset: number;
  limit: number;
}
const ask = async (brandId: string, query: Record<string, string>, headers = enterprise) =>
  injectEntry(app, api.brands.locationsPage, { params: { brandId }, query, headers });
const page = async (brandId: string, query: Record<string, string> = {}) =>
  (await ask(brandId, query)).json().data as Page;
const wholeList = async (brandId: string) =>
  (
    await injectEntry(app, api.brands.userLocations, {
      params: { brandId },
      headers: enterprise,
    })
  ).json().data as Page['locations'];

describe('a page of the locations under a brand', () => {
  it('answers ten at a time in the whole list’s order, with the totals of the whole brand', async () => {
    const all = await wholeList('GP-1');
    const first = await page('GP-1');
    expect(first.locations).toEqual(all.slice(0, 10));
    expect(first).toMatchObject({
      total: all.length,
      all_locations: all.length,
      all_people: all.reduce((sum, l) => sum + l.user_count, 0),
      offset: 0,
      limit: 10,
    });
    const second = await page('GP-1', { offset: '3', limit: '4' });
    expect(second.locations).toEqual(all.slice(3, 7));
    expect((await page('GP-1', { offset: String(all.length) })).locations).toEqual([]);
  });

  it('keeps the locations whose name, city, address or id hold q, case aside, and counts them', async () => {
    const all = await wholeList('GP-1');
    const city = all[0]!.city;
    const found = await page('GP-1', { q: city.toUpperCase(), limit: '50' });
    expect(found.total).toBe(all.filter((l) => l.city === city).length);
    expect(found.locations.every((l) => l.city === city)).toBe(true);
    expect(found.all_locations).toBe(all.length);
    expect((await page('GP-1', { q: 'CH-1-1-1' })).locations.map((l) => l.brand_id)).toEqual([
      'CH-1-1-1',
    ]);
    expect(await page('GP-1', { q: 'zzz-no-such-place' })).toMatchObject({
      locations: [],
      total: 0,
    });
  });

  it('holds q to the names with accents and case aside, either way round', async () => {
    const renamed = app.world.brands.get('CH-1-1-2');
    if (!renamed) throw new Error('the seed has no CH-1-1-2');
    renamed.name = 'Café São Paulo';
    try {
      for (const q of ['cafe sao', 'CAFÉ SÃO', 'São'])
        expect(
          (await page('GP-1', { q })).locations.map((l) => l.brand_id),
          q,
        ).toEqual(['CH-1-1-2']);
    } finally {
      app.resetWorld();
    }
  });

  it('refuses another tenant’s brand and a location the manager does not hold', async () => {
    expect((await ask('GP-2', {})).statusCode).toBe(403);
    expect((await ask('CH-1-1-2', {}, manager)).statusCode).toBe(403);
    const own = (await ask('CH-1-1-1', {}, manager)).json().data as Page;
    expect(own.locations.map((l) => l.brand_id)).toEqual(['CH-1-1-1']);
  });

  it('names the bad paging input', async () => {
    for (const [query, field] of [
      [{ offset: '-1' }, 'query.offset'],
      [{ limit: '0' }, 'query.limit'],
      [{ limit: 'ten' }, 'query.limit'],
      [{ q: 'x'.repeat(101) }, 'query.q'],
    ] as const) {
      const res = await ask('GP-1', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
    }
  });
});
