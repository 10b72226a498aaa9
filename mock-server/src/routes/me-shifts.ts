import type { api, MyShift } from '@ws/contracts';
import { checkClockOut, activeQuestions, toClockOut } from '../db/scheduling/clock-out.ts';
import { PUBLISH_NEWS_PREFIX } from '../db/scheduling/schedule-tools.ts';
import {
  currentWeek,
  overlapOf,
  shiftsOfWeek,
  timeZoneOf,
  toShift,
} from '../db/scheduling/shifts.ts';
import type { ShiftRow } from '../db/stores/stores.ts';
import { employeeRowsOf } from '../db/scheduling/workday.ts';
import type { EmployeeRow, World } from '../db/types.ts';
import { must } from './caller.ts';
import type { AreaHandlers } from './define-routes.ts';
import { fail, ok } from './define-routes.ts';
import { invalid, notFound } from './replies.ts';

export function toMyShift(world: World, row: ShiftRow): MyShift {
  const location = world.brands.get(row.brand_id);
  return {
    ...toShift(world, row),
    location: {
      id: row.brand_id,
      name: location?.name ?? row.brand_id,
      timezone: timeZoneOf(world, row.brand_id),
    },
    clocked_out_at: ((at) => (at === undefined ? null : new Date(at).toISOString()))(
      world.extensions.workday.clockOuts.get(row.id)?.clocked_out_at,
    ),
  };
}

const notYours = () => fail(403, 'FORBIDDEN', 'You do not work this shift', 'params.shiftId');

/** One of the caller's published shifts: 404 when there is none such, 403 when it is someone else's. */
function ownShift(world: World, rows: EmployeeRow[], shiftId: string) {
  const shift = world.extensions.shifts.find(shiftId);
  if (!shift || !shift.published) return { reply: notFound('params.shiftId', shiftId) };
  if (!rows.some((e) => e.id === shift.user_id)) return { reply: notYours() };
  return { shift };
}

export const myShiftsHandlers: AreaHandlers<typeof api.myShifts> = {
  week: ({ world, query, caller, now }) => {
    const rows = employeeRowsOf(world, must(caller).id);
    const locations = [...new Set(rows.map((e) => e.brand_id))];
    const weekStart =
      query.week_start ??
      (locations[0] ? currentWeek(world, locations[0], now) : currentWeek(world, '', now));
    const ids = new Set(rows.map((e) => e.id));
    const week = locations
      .flatMap((id) => shiftsOfWeek(world, id, weekStart))
      .filter((s) => s.published);
    const notices = locations
      .flatMap((id) => world.extensions.news.byBrand.get(id) ?? [])
      .filter((n) => n.id.startsWith(PUBLISH_NEWS_PREFIX))
      .sort((a, b) => b.published_at.localeCompare(a.published_at))
      .slice(0, 3)
      .map((n) => ({
        id: n.id,
        location_id: n.brand_id,
        title: n.title,
        published_at: n.published_at,
      }));
    return ok({
      week_start: weekStart,
      shifts: week
        .filter((s) => s.user_id !== null && ids.has(s.user_id))
        .map((s) => toMyShift(world, s)),
      open_shifts: week
        .filter((s) => s.user_id === null && s.end > now)
        .map((s) => toMyShift(world, s)),
      notices,
    });
  },

  claim: ({ world, params, caller }) => {
    const shift = world.extensions.shifts.find(params.shiftId);
    if (!shift || !shift.published || shift.user_id !== null)
      return notFound('params.shiftId', params.shiftId);
    const employee = employeeRowsOf(world, must(caller).id).find(
      (e) => e.brand_id === shift.brand_id && e.schedulable,
    );
    if (!employee)
      return fail(403, 'FORBIDDEN', 'You do not work at this location', 'params.shiftId');
    const clash = overlapOf(world, { ...shift, user_id: employee.id });
    if (clash)
      return invalid({ field: 'params.shiftId', message: `overlaps your shift ${clash.id}` });
    shift.user_id = employee.id;
    return ok(toShift(world, shift));
  },

  clockOutForm: ({ world, params, caller }) => {
    const own = ownShift(world, employeeRowsOf(world, must(caller).id), params.shiftId);
    if (!own.shift) return own.reply;
    return ok({
      shift: toMyShift(world, own.shift),
      questions: activeQuestions(world, own.shift.brand_id),
    });
  },

  clockOut: ({ world, params, body, caller, now }) => {
    const own = ownShift(world, employeeRowsOf(world, must(caller).id), params.shiftId);
    if (!own.shift) return own.reply;
    const checked = checkClockOut(world, own.shift, body.answers, now);
    if ('problem' in checked) return invalid(checked.problem);
    world.extensions.workday.clockOuts.set(own.shift.id, checked.record);
    return ok(toClockOut(checked.record));
  },
};
