/**
 * Labour against a target (extension): a location's projected sales per day and the brand's
 * labour target. Each call holds to the standard; a refusal names the field or day and changes
 * nothing; another brand's manager and an employer without the scheduling product are refused;
 * the demo's week opens with one day over the target.
 */
import type { AnyEndpoint } from '@ws/contracts';
import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallInput } from './extension-harness.ts';
import { call, holdsToTheStandard, snapshot } from './extension-harness.ts';
import { buildTestApp } from './helper.ts';
import { currentWeek, timeZoneOf } from '../src/db/scheduling/shifts.ts';
import { addDays, localDay } from '../src/db/scheduling/time.ts';

const HOME = 'CH-1-1-1';
const WEEK = '2030-01-07';
const SEVEN = { mon: 100, tue: 200, wed: 300, thu: 400, fri: 500, sat: 600, sun: 700 };

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Answers a call, expecting `status`; a refusal must leave the world as it was. */
async function expectCall(entry: AnyEndpoint, input: CallInput, status: number) {
  const world = snapshot(app);
  const res = await call(app, entry, input);
  expect(res.statusCode, res.body).toBe(status);
  expect(status === 200 || snapshot(app) === world, 'a refusal changed the world').toBe(true);
  return res.json();
}

const manager = (body?: unknown, query?: Record<string, string>) => ({
  caller: 'u-manager',
  params: { brandId: HOME },
  ...(body === undefined ? {} : { body }),
  ...(query ? { query } : {}),
});

describe('the labour calls hold to the standard', () => {
  holdsToTheStandard(() => app, api.labourTarget, {
    week: { query: { week_start: '2030-01-08' }, field: 'query.week_start' },
    saveSales: { body: { week_start: WEEK, sales: { mon: 1 } }, field: 'body.sales.tue' },
    setTarget: { body: { target_percent: 0 }, field: 'body.target_percent' },
  });
});

describe('validation names the day or field, and changes nothing', () => {
  beforeEach(() => app.resetWorld());

  it.each([
    ['a negative amount', { ...SEVEN, wed: -1 }, 'body.sales.wed'],
    ['an amount past the sane maximum', { ...SEVEN, sun: 10_000_001 }, 'body.sales.sun'],
    ['an amount that is not a number', { ...SEVEN, mon: '12' }, 'body.sales.mon'],
  ])('%s → 400 naming the day', async (_what, sales, field) => {
    const res = await expectCall(
      api.labourTarget.saveSales,
      manager({ week_start: WEEK, sales }),
      400,
    );
    expect(res).toMatchObject({ error: 'VALIDATION_ERROR', field });
    expect(res.message).toContain(field);
  });

  it('a week that does not start on a Monday → 400 naming week_start', async () => {
    const res = await expectCall(
      api.labourTarget.saveSales,
      manager({ week_start: '2030-01-08', sales: SEVEN }),
      400,
    );
    expect(res.field).toBe('body.week_start');
  });

  it.each([[0], [-5], [100.5], ['28']])('a target of %s → 400 naming target_percent', async (t) => {
    const res = await expectCall(api.labourTarget.setTarget, manager({ target_percent: t }), 400);
    expect(res.field).toBe('body.target_percent');
  });
});

describe('tenancy and permission', () => {
  beforeEach(() => app.resetWorld());

  it("another location's manager can neither read nor change this location's figures (403)", async () => {
    const input = { caller: 'u-scheduler', params: { brandId: HOME } };
    for (const [entry, body] of [
      [api.labourTarget.week, undefined],
      [api.labourTarget.saveSales, { week_start: WEEK, sales: SEVEN }],
      [api.labourTarget.setTarget, { target_percent: 50 }],
    ] as const) {
      const res = await expectCall(entry, { ...input, ...(body ? { body } : {}) }, 403);
      expect(res).toMatchObject({ error: 'FORBIDDEN', field: 'params.brandId' });
    }
  });

  it('an unknown brand is not found (404)', async () => {
    await expectCall(
      api.labourTarget.week,
      { caller: 'u-manager', params: { brandId: 'CH-9-9-9' } },
      404,
    );
  });

  it('an employer without the scheduling product is refused (403), changing nothing', async () => {
    const res = await expectCall(
      api.labourTarget.saveSales,
      {
        caller: 'u-hiring',
        params: { brandId: 'CH-1-1-2' },
        body: { week_start: WEEK, sales: SEVEN },
      },
      403,
    );
    expect(res.error).toBe('NO_PRODUCT_ACCESS');
  });
});

describe('projected sales and the target (behaviour)', () => {
  beforeEach(() => app.resetWorld());

  it('sales are kept per day, null clears a day, and a week with none answers null each day', async () => {
    const empty = await expectCall(
      api.labourTarget.week,
      manager(undefined, { week_start: WEEK }),
      200,
    );
    expect(empty.data).toEqual({
      week_start: WEEK,
      target_percent: 28,
      sales: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
    });
    await expectCall(api.labourTarget.saveSales, manager({ week_start: WEEK, sales: SEVEN }), 200);
    const cleared = { ...SEVEN, mon: null };
    const saved = await expectCall(
      api.labourTarget.saveSales,
      manager({ week_start: WEEK, sales: cleared }),
      200,
    );
    expect(saved.data.sales).toEqual(cleared);
    const read = await expectCall(
      api.labourTarget.week,
      manager(undefined, { week_start: WEEK }),
      200,
    );
    expect(read.data.sales).toEqual(cleared);
  });

  it("a brand's target is followed by the locations under it that have none of their own", async () => {
    await expectCall(
      api.labourTarget.setTarget,
      { caller: 'u-enterprise', params: { brandId: 'GP-1' }, body: { target_percent: 31.5 } },
      200,
    );
    const read = await expectCall(api.labourTarget.week, manager(), 200);
    expect(read.data.target_percent).toBe(31.5);
    await expectCall(api.labourTarget.setTarget, manager({ target_percent: 25 }), 200);
    const own = await expectCall(api.labourTarget.week, manager(), 200);
    expect(own.data.target_percent).toBe(25);
  });

  it("the demo location's week opens with one day over the target and the others under it", async () => {
    const week = currentWeek(app.world, HOME, app.world.seededAt);
    const res = await expectCall(
      api.labourTarget.week,
      manager(undefined, { week_start: week }),
      200,
    );
    const shifts = app.world.extensions.shifts.list(HOME);
    const cost = (day: string) =>
      shifts
        .filter((s) => localDay(s.start, timeZoneOf(app.world, HOME)) === day)
        .reduce(
          (sum, s) => sum + ((s.end - s.start) / 3_600_000 - s.break_minutes / 60) * s.hourly_rate,
          0,
        );
    const sales = Object.values(res.data.sales) as number[];
    const percents = sales.map((amount, i) => (100 * cost(addDays(week, i))) / amount);
    expect(sales.every((s) => s !== null)).toBe(true);
    expect(percents.filter((p: number) => p > 28)).toHaveLength(1);
    expect(percents[0]).toBeLessThan(28);
    const next = await expectCall(
      api.labourTarget.week,
      manager(undefined, { week_start: addDays(week, 7) }),
      200,
    );
    expect(Object.values(next.data.sales).every((s) => typeof s === 'number' && s >= 3000)).toBe(
      true,
    );
  });
});
