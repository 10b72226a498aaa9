/**
 * "Employee" and "Manager tools": My schedule, open shifts, clock-out with the attestation
 * questions, time off and availability (extension calls, §9 weeks start Monday).
 */
import type { AnyEndpoint } from '@ws/contracts';
import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallInput } from './extension-harness.ts';
import { call, holdsToTheStandard, snapshot } from './extension-harness.ts';
import { currentWeek, isNamedShift } from '../src/db/scheduling/shifts.ts';
import { addDays, localDay, mondayOf } from '../src/db/scheduling/time.ts';
import { buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const EMPLOYEE = 'u-candidate';
const HOUR = 3_600_000;
/** An employer who works no shifts anywhere. */
const NOT_AN_EMPLOYEE = 'u-manager';
const data = async (entry: AnyEndpoint, input: CallInput) => {
  const res = await call(app, entry, input);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** 200 for the example, 401 without a token, 400 naming the field and 403, each refusal changing nothing. */
function employeeCall(
  entry: AnyEndpoint,
  bad: CallInput & { field: string },
  forbidden: CallInput,
) {
  describe(entry.name, () => {
    beforeEach(() => app.resetWorld());
    it(`[R7-02] ${entry.name} answers its example in the envelope its schema says`, async () => {
      const res = await call(app, entry, entry.example!);
      expect(res.statusCode, res.body).toBe(200);
      expect(entry.responses[200]?.safeParse(res.json()).success).toBe(true);
    });
    it(`[R7-01] ${entry.name} without a token → 401`, async () => {
      expect((await call(app, entry, { ...entry.example, caller: undefined })).statusCode).toBe(
        401,
      );
    });
    it(`${entry.name} bad input → 400 naming ${bad.field}, nothing changed`, async () => {
      const before = snapshot(app);
      const res = await call(app, entry, { ...entry.example, ...bad });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: bad.field });
      expect(snapshot(app)).toBe(before);
    });
    it(`${entry.name} for someone it is not theirs → 403, nothing changed`, async () => {
      const before = snapshot(app);
      const res = await call(app, entry, { ...entry.example, ...forbidden });
      expect(res.statusCode, res.body).toBe(403);
      expect(snapshot(app)).toBe(before);
    });
  });
}

describe('the employee calls (extension)', () => {
  employeeCall(
    api.myShifts.claim,
    { params: { shiftId: 'shift CH' }, field: 'params.shiftId' },
    { caller: 'c-1' },
  );
  employeeCall(
    api.myShifts.clockOutForm,
    { params: { shiftId: 'a/b' }, field: 'params.shiftId' },
    { params: { shiftId: 'shift-CH-1-1-1-1' } },
  );
  employeeCall(
    api.myShifts.clockOut,
    {
      body: { answers: [{ question_id: 'att-CH-1-1-1-1', answer: 'MAYBE' }] },
      field: 'body.answers.0.answer',
    },
    { params: { shiftId: 'shift-CH-1-1-1-1' } },
  );
  employeeCall(
    api.timeOff.request,
    { body: { start_date: '2030-01-09', end_date: '2030-01-08' }, field: 'body.end_date' },
    { caller: NOT_AN_EMPLOYEE },
  );
  employeeCall(
    api.timeOff.setAvailability,
    {
      body: {
        days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          available: true,
          from: '10:00',
          to: '09:00',
        })),
      },
      field: 'body.days.0.to',
    },
    { caller: NOT_AN_EMPLOYEE },
  );

  for (const entry of [api.myShifts.week, api.timeOff.mine]) {
    it(`[R7-02] ${entry.name} answers its example; 401 without a token; 400 on an unknown query`, async () => {
      expect(
        entry.responses[200]?.safeParse((await call(app, entry, entry.example!)).json()).success,
      ).toBe(true);
      expect((await call(app, entry, { caller: undefined })).statusCode).toBe(401);
      const res = await call(app, entry, {
        ...entry.example,
        query: { week_start: '2030-01-08', x: '1' },
      });
      expect(res.statusCode).toBe(400);
    });
  }
});

describe('time off for the manager (extension)', () => {
  holdsToTheStandard(
    () => app,
    { team: api.timeOff.team, decide: api.timeOff.decide },
    {
      team: { query: { week_start: '2030-01-08' }, field: 'query.week_start' },
      decide: { body: { status: 'MAYBE' }, field: 'body.status' },
    },
  );
});

describe('an employee week: behaviour (§9)', () => {
  beforeEach(() => app.resetWorld());

  it('My schedule shows only published shifts of the caller, at each location they work at, Monday first', async () => {
    const week = await data(api.myShifts.week, { caller: EMPLOYEE });
    expect(new Date(`${week.week_start}T00:00:00Z`).getUTCDay()).toBe(1);
    const mine = new Set(
      [...app.world.employees.values()].filter((e) => e.user_id === EMPLOYEE).map((e) => e.id),
    );
    expect(week.shifts.length).toBeGreaterThan(0);
    for (const s of week.shifts) {
      expect(s.published).toBe(true);
      expect(mine.has(s.user_id)).toBe(true);
    }
    expect(new Set(week.shifts.map((s: { location: { id: string } }) => s.location.id)).size).toBe(
      2,
    );
    expect(week.open_shifts.every((s: { user_id: null }) => s.user_id === null)).toBe(true);
  });

  it('a published draft reaches My schedule, and the publish writes a news item the employee sees', async () => {
    const monday = (await data(api.myShifts.week, { caller: EMPLOYEE })).week_start as string;
    const next = new Date(Date.parse(`${monday}T00:00:00Z`) + 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const before = await data(api.myShifts.week, { caller: EMPLOYEE, query: { week_start: next } });
    // Only a story's shifts, published when seeded on a Sunday, are there before the week is.
    expect(before.shifts.every((s: { id: string }) => isNamedShift(s.id))).toBe(true);
    await data(api.shifts.publish, {
      caller: 'u-manager',
      params: { brandId: 'CH-1-1-1' },
      body: { week_start: next },
    });
    const after = await data(api.myShifts.week, { caller: EMPLOYEE, query: { week_start: next } });
    expect(after.shifts.length).toBeGreaterThan(before.shifts.length);
    expect(after.notices[0]).toMatchObject({
      location_id: 'CH-1-1-1',
      title: expect.stringContaining(next),
    });
  });

  it('claiming an open shift twice: the second claim finds no open shift (404); an overlap is a 400 on params.shiftId', async () => {
    await data(api.myShifts.claim, api.myShifts.claim.example!);
    expect((await call(app, api.myShifts.claim, api.myShifts.claim.example!)).statusCode).toBe(404);
    // Slots are found in the seeded world, which is dated by the clock: a fixed date would clash with
    // a seeded shift on one day and not on the next.
    const shifts = app.world.extensions.shifts;
    const claimed = shifts.find('shift-CH-1-1-1-open')!;
    const mine = shifts.list('CH-1-1-1').filter((s) => s.user_id === claimed.user_id);
    const openShift = async (start: number, end: number) => {
      const body = {
        user_id: null,
        location_id: 'CH-1-1-1',
        position_id: claimed.position_id,
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        hourly_rate: 15,
      };
      const open = await data(api.shifts.create, {
        caller: 'u-manager',
        params: { brandId: 'CH-1-1-1' },
        body,
      });
      await data(api.shifts.publish, {
        caller: 'u-manager',
        params: { brandId: 'CH-1-1-1' },
        body: { week_start: currentWeek(app.world, 'CH-1-1-1', start) },
      });
      return call(app, api.myShifts.claim, { caller: EMPLOYEE, params: { shiftId: open.id } });
    };
    const clash = await openShift(claimed.start + HOUR, claimed.end + HOUR);
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toMatchObject({ field: 'params.shiftId' });
    let free = claimed.end + HOUR;
    while (mine.some((s) => s.start < free + 3 * HOUR && free < s.end)) free += HOUR;
    expect((await openShift(free, free + 2.5 * HOUR)).statusCode).toBe(200);
  });

  it('clock-out: a required question left out → 400 body.answers; answered once, a second time → 400; the manager reads the answers', async () => {
    const { shiftId } = api.myShifts.clockOut.example!.params as { shiftId: string };
    const partial = await call(app, api.myShifts.clockOut, {
      caller: EMPLOYEE,
      params: { shiftId },
      body: { answers: [{ question_id: 'att-CH-1-1-1-1', answer: 'YES' }] },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ field: 'body.answers' });
    await data(api.myShifts.clockOut, api.myShifts.clockOut.example!);
    expect(
      (await call(app, api.myShifts.clockOut, api.myShifts.clockOut.example!)).statusCode,
    ).toBe(400);
    const answers = await data(api.attestation.clockOuts, {
      caller: 'u-manager',
      params: { brandId: 'CH-1-1-1' },
    });
    expect(answers[0]).toMatchObject({
      shift_id: shiftId,
      answers: expect.arrayContaining([
        expect.objectContaining({ answer: 'NO', question_id: 'att-CH-1-1-1-3' }),
      ]),
    });
    const week = await data(api.myShifts.week, { caller: EMPLOYEE });
    expect(week.shifts.find((s: { id: string }) => s.id === shiftId).clocked_out_at).not.toBeNull();
  });

  it("a time-off request reaches the manager's week with the person's schedule rows; approving twice → 400", async () => {
    // Today and tomorrow at the location, by the world's clock: a request may not start in the past.
    const today = localDay(app.clock.now(), app.world.brands.get('CH-1-1-1')!.timezone);
    const monday = mondayOf(today);
    const created = await data(api.timeOff.request, {
      caller: EMPLOYEE,
      body: { start_date: today, end_date: addDays(today, 1) },
    });
    const team = await data(api.timeOff.team, {
      caller: 'u-manager',
      params: { brandId: 'CH-1-1-1' },
      query: { week_start: monday },
    });
    expect(team.time_off.find((r: { id: string }) => r.id === created.id)).toMatchObject({
      status: 'PENDING',
      employee_ids: ['e-u-candidate-CH-1-1-1'],
    });
    const input = {
      caller: 'u-manager',
      params: { brandId: 'CH-1-1-1', requestId: created.id },
      body: { status: 'APPROVED' },
    };
    expect(await data(api.timeOff.decide, input)).toMatchObject({ status: 'APPROVED' });
    expect((await call(app, api.timeOff.decide, input)).statusCode).toBe(400);
    expect((await data(api.timeOff.mine, { caller: EMPLOYEE })).requests[0]).toMatchObject({
      id: created.id,
      status: 'APPROVED',
    });
  });

  it('copy last week copies as drafts and skips what would overlap: a second copy adds nothing', async () => {
    const monday = (await data(api.myShifts.week, { caller: EMPLOYEE })).week_start as string;
    const next = new Date(Date.parse(`${monday}T00:00:00Z`) + 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const input = {
      caller: 'u-manager',
      params: { brandId: 'CH-1-1-1' },
      body: { week_start: next },
    };
    const first = await data(api.shifts.copyWeek, input);
    expect(first.copied + first.skipped).toBeGreaterThan(0);
    const second = await data(api.shifts.copyWeek, input);
    expect(second.copied).toBe(0);
    expect(second.skipped).toBe(first.copied + first.skipped);
  });
});

describe('the simulator keeps time off coming', () => {
  it('live bursts now and then add a pending request for someone working at a location, next week or the one after', async () => {
    app.resetWorld();
    const before = app.world.extensions.workday.timeOff.size;
    for (let i = 0; i < 12; i++) await app.inject({ method: 'POST', url: '/__sim/live/tick' });
    const added = [...app.world.extensions.workday.timeOff.values()].slice(before);
    expect(added.length).toBeGreaterThan(0);
    expect(added.length).toBeLessThan(12);
    expect(added.every((r) => r.status === 'PENDING' && r.start_date <= r.end_date)).toBe(true);
  });
});
