import type { api } from '@ws/contracts';
import { notifyTimeOff } from '../db/notifications/notify.ts';
import { currentWeek } from '../db/scheduling/shifts.ts';
import { addDays, localDay } from '../db/scheduling/time.ts';
import {
  addTimeOff,
  ALWAYS_AVAILABLE,
  employeeRowsOf,
  nameOf,
  peopleAt,
  personOf,
  toTimeOff,
} from '../db/scheduling/workday.ts';
import { isWithin } from '../db/tree.ts';
import type { EmployeeRow, UserRow, World } from '../db/types.ts';
import { must } from './caller.ts';
import type { AreaHandlers } from './define-routes.ts';
import { fail, ok } from './define-routes.ts';
import { invalid, notFound } from './replies.ts';

const LONGEST_DAYS = 60;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

function mine(world: World, caller: UserRow) {
  const { workday } = world.extensions;
  return {
    requests: [...workday.timeOff.values()]
      .filter((r) => r.person_id === caller.id)
      .sort((a, b) => b.requested_at - a.requested_at)
      .map((r) => toTimeOff(r)),
    availability: workday.availability.get(caller.id) ?? ALWAYS_AVAILABLE,
  };
}

/** Whether an employee row is at the brand or one of its locations. */
const worksUnder = (world: World, employeeId: string, brandId: string) => {
  const row = world.employees.get(employeeId);
  return row !== undefined && isWithin(world, row.brand_id, brandId);
};

/** The listed employee rows by person: a page of the schedule asks for its own people only. */
function peopleOf(world: World, employeeIds: readonly string[]) {
  const people = new Map<string, EmployeeRow[]>();
  for (const id of new Set(employeeIds)) {
    const row = world.employees.get(id);
    if (row) people.set(personOf(row), [...(people.get(personOf(row)) ?? []), row]);
  }
  return people;
}

const notAnEmployee = () => fail(403, 'NOT_AN_EMPLOYEE', 'You do not work at any location');

export const timeOffHandlers: AreaHandlers<typeof api.timeOff> = {
  mine: ({ world, caller }) => ok(mine(world, must(caller))),

  request: ({ world, body, caller, now }) => {
    const user = must(caller);
    const rows = employeeRowsOf(world, user.id);
    const first = rows[0];
    if (!first) return notAnEmployee();
    const today = localDay(now, world.brands.get(first.brand_id)?.timezone ?? 'UTC');
    if (body.start_date < today)
      return invalid({ field: 'body.start_date', message: 'must not be in the past' });
    if (body.end_date < body.start_date)
      return invalid({ field: 'body.end_date', message: 'must not be before start_date' });
    if (daysBetween(body.start_date, body.end_date) >= LONGEST_DAYS) {
      return invalid({
        field: 'body.end_date',
        message: `a request covers at most ${LONGEST_DAYS} days`,
      });
    }
    const row = addTimeOff(world.extensions.workday, {
      person_id: user.id,
      name: nameOf(first),
      start_date: body.start_date,
      end_date: body.end_date,
      reason: body.reason || null,
      status: 'PENDING',
      requested_at: now,
      decided_at: null,
      decided_by: null,
    });
    return ok(toTimeOff(row));
  },

  setAvailability: ({ world, body, caller }) => {
    const user = must(caller);
    if (employeeRowsOf(world, user.id).length === 0) return notAnEmployee();
    for (const [i, day] of body.days.entries()) {
      // Available with neither time is all day; one time alone says nothing.
      if (!day.available || (day.from === null && day.to === null)) continue;
      if (day.from === null)
        return invalid({ field: `body.days.${i}.from`, message: 'needed with to' });
      if (day.to === null || day.to <= day.from)
        return invalid({ field: `body.days.${i}.to`, message: 'must be after from' });
    }
    const days = [...body.days]
      .sort((a, b) => a.weekday - b.weekday)
      .map((d) => (d.available ? d : { ...d, from: null, to: null }));
    world.extensions.workday.availability.set(user.id, days);
    return ok(mine(world, user));
  },

  team: ({ world, params, query, now }) => {
    const weekStart = query.week_start ?? currentWeek(world, params.brandId, now);
    const weekEnd = addDays(weekStart, 6);
    const listed = query.employee_ids;
    const stranger = listed?.find((id) => !worksUnder(world, id, params.brandId));
    if (stranger !== undefined) {
      return invalid({
        field: 'query.employee_ids',
        message: `${stranger} does not work at ${params.brandId}`,
      });
    }
    const people = listed ? peopleOf(world, listed) : peopleAt(world, params.brandId);
    const { workday } = world.extensions;
    const timeOff = [...workday.timeOff.values()]
      .filter(
        (r) =>
          r.status !== 'DECLINED' &&
          people.has(r.person_id) &&
          r.start_date <= weekEnd &&
          r.end_date >= weekStart,
      )
      .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id.localeCompare(b.id))
      .map((r) =>
        toTimeOff(
          r,
          (people.get(r.person_id) ?? []).map((e) => e.id),
        ),
      );
    const availability = [...people].flatMap(([person, rows]) => {
      const days = workday.availability.get(person);
      return days ? rows.map((e) => ({ employee_id: e.id, days })) : [];
    });
    return ok({ week_start: weekStart, time_off: timeOff, availability });
  },

  decide: ({ world, params, body, caller, now }) => {
    const row = world.extensions.workday.timeOff.get(params.requestId);
    const rows = row ? peopleAt(world, params.brandId).get(row.person_id) : undefined;
    if (!row || !rows) return notFound('params.requestId', params.requestId);
    if (row.status !== 'PENDING')
      return invalid({ field: 'body.status', message: `this request is already ${row.status}` });
    Object.assign(row, { status: body.status, decided_at: now, decided_by: must(caller).id });
    notifyTimeOff(world, row, params.brandId, now);
    return ok(
      toTimeOff(
        row,
        rows.map((e) => e.id),
      ),
    );
  },
};
