/**
 * The header's notifications (extension): each person reads and marks only their own; the
 * calls and the live activity that make news for someone write it.
 */
import type { Notification } from '@ws/contracts';
import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentWeek } from '../src/db/scheduling/shifts.ts';
import { addDays } from '../src/db/scheduling/time.ts';
import { employerMessage } from '../src/sim/live-generators.ts';
import { createRng } from '../src/sim/random.ts';
import type { CallInput } from './extension-harness.ts';
import { call, OUTSIDER, snapshot } from './extension-harness.ts';
import { buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.resetWorld());

const MEMBER = 'u-candidate';
/** The member's location's manager: their policy covers the member's workplace, not the member's own news. */
const THEIR_MANAGER = 'u-manager';

type Page = { notifications: Notification[]; total: number; unread_count: number };
const listOf = async (caller: string, query: CallInput['query'] = {}) => {
  const res = await call(app, api.notifications.list, { caller, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Page }>().data;
};
const firstUnread = async (caller: string) =>
  (await listOf(caller)).notifications.find((n) => !n.read)!;

describe('the notification calls (extension)', () => {
  const bad: Record<keyof typeof api.notifications, CallInput & { field: string }> = {
    list: { query: { limit: '0' }, field: 'query.limit' },
    markRead: { params: { notificationId: 'nt 1' }, field: 'params.notificationId' },
    markAllRead: { query: { everyone: 'true' }, field: 'query.everyone' },
  };
  describe.each(Object.keys(bad) as (keyof typeof bad)[])('%s', (key) => {
    const entry = api.notifications[key];
    it(`[R7-02] ${entry.name} answers its example in the envelope its schema says`, async () => {
      const res = await call(app, entry, entry.example!);
      expect(res.statusCode, res.body).toBe(200);
      expect(entry.responses[200]?.safeParse(res.json()).success).toBe(true);
    });
    it(`[R7-01] ${entry.name} without a token → 401`, async () => {
      const res = await call(app, entry, { ...entry.example, caller: undefined });
      expect(res.statusCode).toBe(401);
    });
    it(`${entry.name} bad input → 400 naming ${bad[key].field}, nothing changed`, async () => {
      const before = snapshot(app);
      const res = await call(app, entry, { ...entry.example, ...bad[key] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: bad[key].field });
      expect(snapshot(app)).toBe(before);
    });
  });

  it('the demo opens with news: the member has several unread (schedule, interview, message), the manager one or two', async () => {
    const member = await listOf(MEMBER);
    const kinds = member.notifications.filter((n) => !n.read).map((n) => n.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['SCHEDULE_PUBLISHED', 'INTERVIEW_PROPOSED', 'MESSAGE_FROM_EMPLOYER']),
    );
    expect(member.unread_count).toBe(kinds.length);
    const times = member.notifications.map((n) => n.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const manager = await listOf(THEIR_MANAGER);
    expect(manager.unread_count).toBeGreaterThanOrEqual(1);
    expect(manager.unread_count).toBeLessThanOrEqual(2);
  });

  it('pages newest first, the unread count covering every page', async () => {
    const all = await listOf(MEMBER);
    const second = await listOf(MEMBER, { offset: '1', limit: '1' });
    expect(second.notifications).toEqual([all.notifications[1]]);
    expect(second).toMatchObject({ total: all.total, unread_count: all.unread_count });
  });

  it('marking one read lowers the count by one, and again changes nothing more; read all leaves none', async () => {
    const before = await listOf(MEMBER);
    const one = await firstUnread(MEMBER);
    const marked = await call(app, api.notifications.markRead, {
      caller: MEMBER,
      params: { notificationId: one.id },
    });
    expect(marked.json().data).toMatchObject({ id: one.id, read: true });
    await call(app, api.notifications.markRead, {
      caller: MEMBER,
      params: { notificationId: one.id },
    });
    expect((await listOf(MEMBER)).unread_count).toBe(before.unread_count - 1);
    const all = await call(app, api.notifications.markAllRead, { caller: MEMBER });
    expect(all.json().data).toEqual({ marked: before.unread_count - 1, unread_count: 0 });
    expect((await listOf(MEMBER)).unread_count).toBe(0);
  });

  it('tenant refusal: a manager of another group neither sees nor marks the member’s notification (404, nothing changed)', async () => {
    const theirs = await firstUnread(MEMBER);
    expect((await listOf(OUTSIDER)).notifications.map((n) => n.id)).not.toContain(theirs.id);
    const before = snapshot(app);
    const res = await call(app, api.notifications.markRead, {
      caller: OUTSIDER,
      params: { notificationId: theirs.id },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND', field: 'params.notificationId' });
    expect(snapshot(app)).toBe(before);
  });

  it('permission refusal: the manager of the member’s own location may not mark the member’s notification (404, nothing changed)', async () => {
    const theirs = await firstUnread(MEMBER);
    const before = snapshot(app);
    const res = await call(app, api.notifications.markRead, {
      caller: THEIR_MANAGER,
      params: { notificationId: theirs.id },
    });
    expect(res.statusCode).toBe(404);
    expect(snapshot(app)).toBe(before);
    await call(app, api.notifications.markAllRead, { caller: THEIR_MANAGER });
    expect((await firstUnread(MEMBER)).read).toBe(false);
  });
});

describe('what makes a notification', () => {
  const memberRow = () => [...app.world.employees.values()].find((e) => e.user_id === MEMBER)!;

  it('publishing a week tells each employee with shifts in it, naming the week', async () => {
    const employee = memberRow();
    const week = addDays(currentWeek(app.world, employee.brand_id, app.clock.now()), 14);
    const created = await call(app, api.shifts.create, {
      caller: THEIR_MANAGER,
      params: { brandId: employee.brand_id },
      body: {
        user_id: employee.id,
        position_id: employee.position_id,
        start: `${addDays(week, 1)}T09:00:00Z`,
        end: `${addDays(week, 1)}T13:00:00Z`,
        break_minutes: 0,
        hourly_rate: 15,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    await call(app, api.shifts.publish, {
      caller: THEIR_MANAGER,
      params: { brandId: employee.brand_id },
      body: { week_start: week },
    });
    const [latest] = (await listOf(MEMBER)).notifications;
    expect(latest).toMatchObject({ kind: 'SCHEDULE_PUBLISHED', day: week, read: false });
  });

  it('a time-off decision tells the person who asked', async () => {
    const asked = await call(app, api.timeOff.request, api.timeOff.request.example!);
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json<{ data: { id: string; start_date: string } }>().data;
    const res = await call(app, api.timeOff.decide, {
      ...api.timeOff.decide.example!,
      params: { brandId: memberRow().brand_id, requestId: request.id },
      body: { status: 'DECLINED' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listOf(MEMBER)).notifications[0]).toMatchObject({
      kind: 'TIME_OFF_DECIDED',
      decision: 'DECLINED',
      day: request.start_date,
    });
  });

  it('a change to a published shift tells its employee, naming its week', async () => {
    const employee = memberRow();
    const shift = app.world.extensions.shifts
      .list(employee.brand_id)
      .find((s) => s.published && s.user_id === employee.id)!;
    const res = await call(app, api.shifts.update, {
      caller: THEIR_MANAGER,
      params: { brandId: employee.brand_id, shiftId: shift.id },
      body: { break_minutes: shift.break_minutes + 15 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listOf(MEMBER)).notifications[0]).toMatchObject({
      kind: 'SHIFT_CHANGED',
      day: currentWeek(app.world, employee.brand_id, shift.start),
    });
  });

  it('an interview proposed tells the candidate; accepted, it tells whoever proposed it', async () => {
    const proposed = await call(app, api.pipeline.proposeInterview, {
      ...api.pipeline.proposeInterview.example!,
      body: { times: [new Date(app.clock.now() + 86_400_000).toISOString()], note: '' },
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const application = app.world.applications.get('ap-9')!;
    expect((await listOf(application.candidate_id)).notifications[0]).toMatchObject({
      kind: 'INTERVIEW_PROPOSED',
      application_id: 'ap-9',
    });
    const accepted = await call(
      app,
      api.pipeline.acceptInterview,
      api.pipeline.acceptInterview.example!,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const proposer = app.world.extensions.pipeline.interviews.get('ap-1')![0]!.proposed_by;
    expect((await listOf(proposer)).notifications[0]).toMatchObject({
      kind: 'INTERVIEW_ACCEPTED',
      application_id: 'ap-1',
    });
  });

  it('live activity: an employer’s message to the showcase candidate arrives as their notification', async () => {
    const before = (await listOf(MEMBER)).unread_count;
    const now = app.clock.now();
    employerMessage.run({ world: app.world, rng: createRng(16), now, burst: 1 });
    const after = await listOf(MEMBER);
    expect(after.unread_count).toBe(before + 1);
    expect(after.notifications[0]).toMatchObject({
      kind: 'MESSAGE_FROM_EMPLOYER',
      created_at: new Date(now).toISOString(),
    });
  });
});
