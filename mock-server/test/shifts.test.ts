import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, holdsToTheStandard, snapshot } from './extension-harness.ts';
import { isNamedShift } from '../src/db/scheduling/shifts.ts';
import { buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const brand = { brandId: 'CH-1-1-1' };
const as = { caller: 'u-manager', params: brand };
const DAY = 86_400_000;
type Shift = {
  id: string;
  user_id: string | null;
  brand_id: string;
  start: string;
  end: string;
  published: boolean;
};
type Week = { week_start: string; shifts: Shift[] };
const week = async (
  query: Record<string, string> = {},
  input: { caller: string; params: { brandId: string } } = as,
) => (await call(app, api.shifts.week, { ...input, query })).json().data as Week;
const nextMonday = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 7 * DAY).toISOString().slice(0, 10);
const shiftBody = {
  user_id: 'e-CH-1-1-1-1',
  position_id: 'po-1',
  start: '2030-01-07T15:00:00Z',
  end: '2030-01-07T23:00:00Z',
  hourly_rate: 15,
};

describe("a team's shifts for a week (extension)", () => {
  holdsToTheStandard(() => app, api.shifts, {
    week: { query: { week_start: '2026-11-17' }, field: 'query.week_start' },
    byPosition: { query: { limit: '0' }, field: 'query.limit' },
    create: { body: { ...shiftBody, end: '2030-01-07T14:00:00Z' }, field: 'body.end' },
    update: { body: { user_id: 'e-CH-1-1-1-4' }, field: 'body.user_id' },
    remove: { params: { ...brand, shiftId: 'shift 2' }, field: 'params.shiftId' },
    publish: { body: { week_start: '2030-01-08' }, field: 'body.week_start' },
    copyWeek: { body: { week_start: '2030-01-15' }, field: 'body.week_start' },
  });
});

describe("a team's shifts: behaviour", () => {
  it('seeds this week (published) and next (drafts) for the active schedulable staff, without overlaps', async () => {
    app.resetWorld();
    const thisWeek = await week();
    expect(new Date(`${thisWeek.week_start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(Date.now() - Date.parse(`${thisWeek.week_start}T00:00:00Z`)).toBeLessThan(8 * DAY);
    const next = await week({ week_start: nextMonday(thisWeek.week_start) });
    expect(thisWeek.shifts.length).toBeGreaterThan(20);
    expect(thisWeek.shifts.every((s) => s.published)).toBe(true);
    expect(next.shifts.length).toBeGreaterThan(20);
    // Next week is a draft but for a story's shifts, which fall in it when seeded on a Sunday.
    expect(next.shifts.every((s) => !s.published || isNamedShift(s.id))).toBe(true);
    const everyone = [...thisWeek.shifts, ...next.shifts];
    // The swaps seed adds short shifts of its own (shift-<location>-spare, -mine, -offered, -traded)
    // on whole hours around the open shift; the team's own week is of 5 to 9 hour shifts.
    const swapSeeded = /^shift-CH-1-1-1-(spare|mine|offered|traded)$/;
    for (const s of everyone) {
      const hours = (Date.parse(s.end) - Date.parse(s.start)) / 3_600_000;
      if (!swapSeeded.test(s.id)) {
        expect(hours).toBeGreaterThanOrEqual(5);
        expect(hours).toBeLessThanOrEqual(9);
      }
      const clash = everyone.find(
        (o) => o.id !== s.id && o.user_id === s.user_id && o.start < s.end && s.start < o.end,
      );
      expect(clash).toBeUndefined();
    }
    // Open shifts have no person yet; every other shift is an active schedulable employee's.
    for (const s of everyone.filter((shift) => shift.user_id !== null)) {
      expect(app.world.employees.get(s.user_id ?? '')).toMatchObject({
        brand_id: 'CH-1-1-1',
        schedulable: true,
        status: 'ACTIVE',
      });
    }
  });

  it('without week_start the week is the current one by the simulator clock', async () => {
    app.resetWorld();
    const now = await week();
    app.clock.advance(7 * DAY);
    try {
      const later = await week();
      expect(later.week_start).toBe(nextMonday(now.week_start));
      expect(later.shifts.every((s) => !s.published || isNamedShift(s.id))).toBe(true);
    } finally {
      app.clock.reset();
    }
  });

  it('a week_start that is not a Monday → 400 naming query.week_start', async () => {
    const res = await call(app, api.shifts.week, { ...as, query: { week_start: '2026-11-22' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'query.week_start',
      message: expect.stringContaining('Monday'),
    });
  });

  it('an overlapping shift for the same person → 400 naming the field, nothing written', async () => {
    app.resetWorld();
    const first = (await call(app, api.shifts.create, { ...as, body: shiftBody })).json().data;
    expect(first).toMatchObject({
      published: false,
      break_minutes: 0,
      position: { id: 'po-1', name: 'Server' },
    });
    const before = snapshot(app);
    const overlapping = await call(app, api.shifts.create, {
      ...as,
      body: { ...shiftBody, start: '2030-01-07T20:00:00Z', end: '2030-01-08T02:00:00Z' },
    });
    expect(overlapping.json()).toMatchObject({
      status_code: 400,
      field: 'body.start',
      message: expect.stringContaining(first.id),
    });
    expect(snapshot(app)).toBe(before);
    const someoneElse = await call(app, api.shifts.create, {
      ...as,
      body: { ...shiftBody, user_id: 'e-CH-1-1-1-2' },
    });
    expect(someoneElse.statusCode).toBe(200);
    const moveOnto = await call(app, api.shifts.update, {
      ...as,
      params: { ...brand, shiftId: someoneElse.json().data.id },
      body: { user_id: 'e-CH-1-1-1-1' },
    });
    expect(moveOnto.json()).toMatchObject({ status_code: 400, field: 'body.user_id' });
    const stretch = await call(app, api.shifts.update, {
      ...as,
      params: { ...brand, shiftId: first.id },
      body: { end: '2030-01-08T16:00:00Z' },
    });
    expect(stretch.json()).toMatchObject({ status_code: 400, field: 'body.end' });
  });

  it('moving a shift to another day keeps it, in the week it moved to', async () => {
    app.resetWorld();
    const created = (await call(app, api.shifts.create, { ...as, body: shiftBody })).json().data;
    const params = { ...brand, shiftId: created.id };
    const moved = await call(app, api.shifts.update, {
      ...as,
      params,
      body: { start: '2030-01-15T15:00:00Z', end: '2030-01-15T21:00:00Z' },
    });
    expect(moved.json().data).toMatchObject({ id: created.id, start: '2030-01-15T15:00:00.000Z' });
    expect((await week({ week_start: '2030-01-07' })).shifts).toEqual([]);
    expect((await week({ week_start: '2030-01-14' })).shifts.map((s) => s.id)).toEqual([
      created.id,
    ]);
  });

  it('publishing a week publishes its drafts once', async () => {
    app.resetWorld();
    const monday = nextMonday((await week()).week_start);
    const drafts = (await week({ week_start: monday })).shifts.filter((s) => !s.published).length;
    const res = await call(app, api.shifts.publish, { ...as, body: { week_start: monday } });
    expect(res.json().data).toEqual({ week_start: monday, published_count: drafts });
    expect((await week({ week_start: monday })).shifts.every((s) => s.published)).toBe(true);
    const again = await call(app, api.shifts.publish, { ...as, body: { week_start: monday } });
    expect(again.json().data.published_count).toBe(0);
  });

  it('a deleted shift is gone; a parent brand sees its locations’ shifts, a sibling location does not', async () => {
    app.resetWorld();
    await call(app, api.shifts.remove, {
      ...as,
      params: { ...brand, shiftId: 'shift-CH-1-1-1-2' },
    });
    const after = await call(app, api.shifts.update, {
      ...as,
      params: { ...brand, shiftId: 'shift-CH-1-1-1-2' },
      body: { break_minutes: 0 },
    });
    expect(after.statusCode).toBe(404);
    const region = await week({}, { caller: 'u-enterprise', params: { brandId: 'PA-1-1' } });
    expect(new Set(region.shifts.map((s) => s.brand_id)).size).toBe(5);
    const sibling = await call(app, api.shifts.update, {
      caller: 'u-enterprise',
      params: { brandId: 'CH-1-1-2', shiftId: 'shift-CH-1-1-1-1' },
      body: { break_minutes: 15 },
    });
    expect(sibling.statusCode).toBe(404);
  });
});
