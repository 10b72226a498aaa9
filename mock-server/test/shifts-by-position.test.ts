import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './extension-harness.ts';
import { currentWeek } from '../src/db/scheduling/shifts.ts';
import { localDay } from '../src/db/scheduling/time.ts';
import { buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Total = { hours: number; cost: number; shifts: number };
type Page = {
  week_start: string;
  total: number;
  rows: { position: { id: string }; location: { id: string }; shifts: { id: string }[] }[];
  totals: Total & { drafts: number; by_day: (Total & { day: string })[] };
  open_shifts: { id: string; user_id: string | null; brand_id: string }[];
};
const page = async (brandId: string, query: Record<string, string> = {}, caller = 'u-enterprise') =>
  (await call(app, api.shifts.byPosition, { caller, params: { brandId }, query })).json()
    .data as Page;
type Week = {
  week_start: string;
  shifts: {
    id: string;
    user_id: string | null;
    published: boolean;
    start: string;
    position: { id: string };
  }[];
};
const categoryOf = (positionId: string) =>
  app.world.positionCategories.get(app.world.positions.get(positionId)?.category_id ?? '')?.code;
/**
 * The week's shifts u-enterprise may schedule: its MANAGE_SCHEDULE grant holds front and back of
 * house, so management's shifts are in the week but on no page by position.
 */
const weekOf = async (brandId: string, weekStart: string) => {
  const week = (
    await call(app, api.shifts.week, {
      caller: 'u-enterprise',
      params: { brandId },
      query: { week_start: weekStart },
    })
  ).json().data as Week;
  const theirs = week.shifts.filter((s) =>
    ['FOH', 'BOH'].includes(categoryOf(s.position.id) ?? ''),
  );
  return { ...week, shifts: theirs };
};

describe('the week by position, a page of rows at a time (extension)', () => {
  it('pages the rows (a position at a location) and every shift with a person is on exactly one page', async () => {
    app.resetWorld();
    const first = await page('GP-1', { limit: '10' });
    const week = await weekOf('GP-1', first.week_start);
    expect(first.rows).toHaveLength(10);
    expect(first.total).toBeGreaterThan(10);
    const seen: string[] = [];
    for (let offset = 0; offset < first.total; offset += 10) {
      const { rows } = await page('GP-1', { offset: String(offset), limit: '10' });
      for (const row of rows) {
        expect(row.shifts.every((s) => s.id.includes(row.location.id))).toBe(true);
        seen.push(...row.shifts.map((s) => s.id));
      }
    }
    const assigned = week.shifts.filter((s) => s.user_id !== null).map((s) => s.id);
    expect(seen.sort()).toEqual(assigned.sort());
  });

  it('the totals cover the whole week, not the page: every shift with a person, each day, the drafts and the open shifts', async () => {
    app.resetWorld();
    const one = await page('CH-1-1-1', { limit: '1' });
    const week = await weekOf('CH-1-1-1', one.week_start);
    const assigned = week.shifts.filter((s) => s.user_id !== null);
    expect(one.rows).toHaveLength(1);
    expect(one.totals.shifts).toBe(assigned.length);
    expect(one.totals.by_day.map((d) => d.day)).toHaveLength(7);
    expect(one.totals.by_day.reduce((sum, d) => sum + d.shifts, 0)).toBe(assigned.length);
    expect(one.totals.drafts).toBe(week.shifts.filter((s) => !s.published).length);
    expect(one.open_shifts).toHaveLength(week.shifts.length - assigned.length);
  });

  it('a page lists the open shifts at its own locations, and every open shift of the week is on a page with its location', async () => {
    app.resetWorld();
    // The week of the seeded open shifts: tomorrow's, which is next week's on a Sunday.
    const tomorrow = app.world.extensions.shifts.find('shift-CH-1-1-1-open')!.start;
    const weekStart = currentWeek(app.world, 'GP-1', tomorrow);
    const first = await page('GP-1', { limit: '10', week_start: weekStart });
    const week = await weekOf('GP-1', first.week_start);
    const open = week.shifts.filter((s) => s.user_id === null).map((s) => s.id);
    expect(open.length).toBeGreaterThan(1);
    const seen = new Set<string>();
    for (let offset = 0; offset < first.total; offset += 10) {
      const { rows, open_shifts } = await page('GP-1', {
        offset: String(offset),
        limit: '10',
        week_start: weekStart,
      });
      const places = new Set(rows.map((r) => r.location.id));
      expect(open_shifts.every((s) => places.has(s.brand_id))).toBe(true);
      for (const s of open_shifts) seen.add(s.id);
    }
    expect(first.open_shifts.length).toBeLessThan(open.length);
    expect([...seen].sort()).toEqual(open.sort());
  });

  it("each day's total counts the shifts starting on that day in the brand's zone", async () => {
    app.resetWorld();
    const one = await page('GP-1', { limit: '1' });
    const week = await weekOf('GP-1', one.week_start);
    const zone = app.world.brands.get('GP-1')!.timezone;
    const starts = week.shifts.filter((s) => s.user_id !== null).map((s) => Date.parse(s.start));
    for (const { day, shifts } of one.totals.by_day)
      expect(shifts).toBe(starts.filter((ms) => localDay(ms, zone) === day).length);
  });

  it('categories keeps the positions of those categories only', async () => {
    app.resetWorld();
    const all = await page('CH-1-1-1', { limit: '100' });
    const foh = await page('CH-1-1-1', { limit: '100', categories: 'FOH' });
    expect(foh.total).toBeGreaterThan(0);
    expect(foh.total).toBeLessThan(all.total);
    expect(foh.totals.shifts).toBeLessThan(all.totals.shifts);
  });

  it('[R3-04] without categories the caller’s own POSITION_CATEGORY conditions apply, and naming others widens nothing', async () => {
    app.resetWorld();
    const codesOf = (p: Page) => new Set(p.rows.map((r) => categoryOf(r.position.id)));
    // u-foh's MANAGE_SCHEDULE holds front of house only, u-enterprise's front and back of house.
    const foh = await page('CH-1-1-3', { limit: '100' }, 'u-foh');
    expect(foh.total).toBeGreaterThan(0);
    expect(codesOf(foh)).toEqual(new Set(['FOH']));
    const both = await page('CH-1-1-3', { limit: '100' });
    expect(codesOf(both)).toEqual(new Set(['FOH', 'BOH']));
    expect(foh.totals.shifts).toBeLessThan(both.totals.shifts);
    const asked = await page('CH-1-1-3', { limit: '100', categories: 'BOH,MGMT' }, 'u-foh');
    expect(asked.total).toBe(0);
    expect(asked.totals.shifts).toBe(0);
    expect(asked.open_shifts).toEqual([]);
  });

  it("another company's brand → 403, and nothing of it answered", async () => {
    const res = await call(app, api.shifts.byPosition, {
      caller: 'u-manager',
      params: { brandId: 'GP-2' },
      query: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'FORBIDDEN', field: 'params.brandId' });
  });
});
