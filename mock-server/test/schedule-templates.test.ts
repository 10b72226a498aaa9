import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, holdsToTheStandard, snapshot } from './extension-harness.ts';
import { buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const brand = { brandId: 'CH-1-1-1' };
const seeded = { ...brand, templateId: 'tpl-CH-1-1-1-1' };
const as = { caller: 'u-manager', params: brand };
const EMPTY_WEEK = '2030-01-14';
type Skip = { user_id: string; name: string; date: string; reason: string };
type Applied = { week_start: string; added: number; skipped: Skip[] };
type Week = { shifts: { user_id: string | null; start: string; published: boolean }[] };

const apply = async (weekStart: string, params = seeded, caller = 'u-manager', on = app) =>
  call(on, api.scheduleTemplates.apply, { caller, params, body: { week_start: weekStart } });
const weekOf = async (weekStart: string) =>
  (await call(app, api.shifts.week, { ...as, query: { week_start: weekStart } })).json()
    .data as Week;
const listNames = async () =>
  (
    (await call(app, api.scheduleTemplates.list, as)).json().data as {
      templates: { name: string; shift_count: number }[];
    }
  ).templates.map((t) => t.name);

describe('schedule templates (extension)', () => {
  holdsToTheStandard(() => app, api.scheduleTemplates, {
    list: { params: { brandId: 'CH 1' }, field: 'params.brandId' },
    create: { body: { name: '  ', week_start: '2030-01-07' }, field: 'body.name' },
    rename: { params: seeded, body: { name: 'x'.repeat(61) }, field: 'body.name' },
    remove: { params: { ...brand, templateId: 'tpl 1' }, field: 'params.templateId' },
    apply: { params: seeded, body: { week_start: '2030-01-15' }, field: 'body.week_start' },
  });
});

describe('schedule templates: behaviour', () => {
  beforeEach(() => app.resetWorld());

  it("seeds \"Standard week\" at the manager's location, saved from this week's people's shifts", async () => {
    const res = await call(app, api.scheduleTemplates.list, as);
    const [template] = res.json().data.templates;
    expect(template).toMatchObject({ id: 'tpl-CH-1-1-1-1', name: 'Standard week' });
    const thisWeek = (await call(app, api.shifts.week, as)).json().data as Week;
    expect(template.shift_count).toBe(thisWeek.shifts.filter((s) => s.user_id !== null).length);
  });

  it("applied to an empty week, every shift lands as a draft; the seeded weekday-only person's Sunday is skipped", async () => {
    const res = await apply(EMPTY_WEEK);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data as Applied;
    const template = app.world.extensions.templates.find('tpl-CH-1-1-1-1');
    expect(result.added + result.skipped.length).toBe(template?.shifts.length);
    // The seeded week may give that person more than one Sunday shift (a swap's among them): each is skipped.
    expect(result.skipped.length).toBeGreaterThan(0);
    expect(result.skipped).toEqual(
      result.skipped.map(() =>
        expect.objectContaining({ date: '2030-01-20', reason: 'UNAVAILABLE' }),
      ),
    );
    const week = await weekOf(EMPTY_WEEK);
    expect(week.shifts).toHaveLength(result.added);
    expect(week.shifts.every((s) => !s.published)).toBe(true);
  });

  it('on whichever day of the week the world is seeded, the seeded template holds a Sunday shift of someone who never works Sundays', async () => {
    // Monday 2026-12-07 to Sunday 2026-12-13, each at noon UTC.
    for (let day = 7; day <= 13; day += 1) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.UTC(2026, 11, day, 12));
      const seeded = await buildTestApp();
      vi.useRealTimers();
      try {
        const skipped = (
          (await apply(EMPTY_WEEK, undefined, undefined, seeded)).json().data as Applied
        ).skipped;
        expect(skipped.length, `seeded on 2026-12-${day}`).toBeGreaterThan(0);
        expect(skipped.every((s) => s.reason === 'UNAVAILABLE' && s.date === '2030-01-20')).toBe(
          true,
        );
      } finally {
        await seeded.close();
      }
    }
  }, 30_000);

  it('applied twice, the second time adds nothing: each shift would overlap its copy, counted and named', async () => {
    const first = (await apply(EMPTY_WEEK)).json().data as Applied;
    const again = (await apply(EMPTY_WEEK)).json().data as Applied;
    expect(again.added).toBe(0);
    const overlaps = again.skipped.filter((s) => s.reason === 'OVERLAP');
    expect(overlaps).toHaveLength(first.added);
    expect(overlaps.every((s) => s.name.length > 0)).toBe(true);
  });

  it("skips a person's approved time off and unavailable days, and people no longer schedulable, listing each", async () => {
    const template = app.world.extensions.templates.find('tpl-CH-1-1-1-1');
    const [first, second, third] = [...new Set(template?.shifts.map((s) => s.user_id) ?? [])].map(
      (id) => app.world.employees.get(id),
    );
    if (!first || !second || !third) throw new Error('the template needs three people');
    const { workday } = app.world.extensions;
    workday.timeOff.set('to-away', {
      id: 'to-away',
      person_id: first.user_id ?? first.id,
      name: 'x',
      start_date: EMPTY_WEEK,
      end_date: '2030-01-20',
      reason: null,
      status: 'APPROVED',
      requested_at: 0,
      decided_at: 0,
      decided_by: 'u-manager',
    });
    workday.availability.set(
      second.user_id ?? second.id,
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, available: false, from: null, to: null })),
    );
    third.schedulable = false;
    const result = (await apply(EMPTY_WEEK)).json().data as Applied;
    const reasons = (id: string) =>
      new Set(result.skipped.filter((s) => s.user_id === id).map((s) => s.reason));
    expect(reasons(first.id)).toEqual(new Set(['TIME_OFF']));
    expect(reasons(second.id)).toEqual(new Set(['UNAVAILABLE']));
    expect(reasons(third.id)).toEqual(new Set(['NOT_SCHEDULABLE']));
    expect(result.skipped.find((s) => s.user_id === first.id)).toMatchObject({
      name: `${first.first_name} ${first.last_name}`,
    });
    const count = (id: string) => template?.shifts.filter((s) => s.user_id === id).length ?? 0;
    expect(result.added + result.skipped.length).toBe(template?.shifts.length);
    expect(result.skipped).toHaveLength(count(first.id) + count(second.id) + count(third.id));
  });

  it('saves the shown week under a name, renames it and deletes it', async () => {
    const thisWeek = (await call(app, api.shifts.week, as)).json().data as { week_start: string };
    const created = await call(app, api.scheduleTemplates.create, {
      ...as,
      body: { name: 'Busy week', week_start: thisWeek.week_start },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data as { id: string };
    expect(await listNames()).toEqual(['Busy week', 'Standard week']);
    const params = { ...brand, templateId: id };
    const renamed = await call(app, api.scheduleTemplates.rename, {
      ...as,
      params,
      body: { name: 'Quiet week' },
    });
    expect(renamed.json().data).toMatchObject({ id, name: 'Quiet week' });
    await call(app, api.scheduleTemplates.remove, { ...as, params });
    expect(await listNames()).toEqual(['Standard week']);
  });

  it('refuses a name already taken and a week with no shifts, naming the field and saving nothing', async () => {
    const before = snapshot(app);
    const taken = await call(app, api.scheduleTemplates.create, {
      ...as,
      body: { name: 'standard WEEK' },
    });
    expect(taken.json()).toMatchObject({ status_code: 400, field: 'body.name' });
    const empty = await call(app, api.scheduleTemplates.create, {
      ...as,
      body: { name: 'Nothing', week_start: EMPTY_WEEK },
    });
    expect(empty.json()).toMatchObject({ status_code: 400, field: 'body.week_start' });
    expect(snapshot(app)).toBe(before);
  });

  it("another location's template is not found from this one (404), and changes nothing", async () => {
    const other = { brandId: 'CH-1-1-3' };
    const week = (await call(app, api.shifts.week, { caller: 'u-scheduler', params: other })).json()
      .data as { week_start: string };
    const saved = await call(app, api.scheduleTemplates.create, {
      caller: 'u-scheduler',
      params: other,
      body: { name: 'Theirs', week_start: week.week_start },
    });
    const theirs = { ...brand, templateId: (saved.json().data as { id: string }).id };
    const before = snapshot(app);
    for (const res of [
      await apply(EMPTY_WEEK, theirs),
      await call(app, api.scheduleTemplates.rename, {
        ...as,
        params: theirs,
        body: { name: 'Mine' },
      }),
      await call(app, api.scheduleTemplates.remove, { ...as, params: theirs }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND', field: 'params.templateId' });
    }
    expect(snapshot(app)).toBe(before);
  });

  it('an employer without the scheduling product (TEAM_LIVE) is refused (403) and nothing is added', async () => {
    const before = snapshot(app);
    const res = await apply(EMPTY_WEEK, { ...seeded, brandId: 'CH-1-1-2' }, 'u-hiring');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'NO_PRODUCT_ACCESS' });
    expect(snapshot(app)).toBe(before);
  });
});
