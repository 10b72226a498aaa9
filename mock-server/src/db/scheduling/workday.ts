import type { Faker } from '@faker-js/faker';
import type { AvailabilityDay, TimeOff } from '@ws/contracts';
import { brandSubtree } from '../tree.ts';
import type { EmployeeRow, World } from '../types.ts';
import type { ByBrand } from '../stores/by-brand.ts';
import { activeQuestions } from './clock-out.ts';
import { currentWeek, shiftsOfWeek } from './shifts.ts';
import type { ShiftRow, TimeOffRow, WorkdayStore } from '../stores/stores.ts';
import { addDays, DAY_MS, localDay, zonedInstant } from './time.ts';

export type { TimeOffRow, WorkdayStore } from '../stores/stores.ts';

export const emptyWorkday = (): WorkdayStore => ({
  timeOff: new Map(),
  availability: new Map(),
  clockOuts: new Map(),
  seq: 0,
});

/** A person across locations: their user id when they have an account, else their one employee row's id. */
export const personOf = (e: EmployeeRow) => e.user_id ?? e.id;

export const employeeRowsOf = (world: World, userId: string): EmployeeRow[] =>
  [...world.employees.values()].filter((e) => e.user_id === userId && e.status === 'ACTIVE');

/** The employee rows at or below a brand, by person. */
export function peopleAt(world: World, brandId: string): Map<string, EmployeeRow[]> {
  const people = new Map<string, EmployeeRow[]>();
  for (const id of brandSubtree(world, brandId)) {
    for (const employeeId of world.employeesByBrand.get(id) ?? []) {
      const e = world.employees.get(employeeId);
      if (!e) continue;
      people.set(personOf(e), [...(people.get(personOf(e)) ?? []), e]);
    }
  }
  return people;
}

export const ALWAYS_AVAILABLE: AvailabilityDay[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  available: true,
  from: null,
  to: null,
}));

export function toTimeOff(row: TimeOffRow, employeeIds: string[] = []): TimeOff {
  const { decided_by: _by, ...rest } = row;
  return {
    ...rest,
    requested_at: new Date(row.requested_at).toISOString(),
    decided_at: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
    employee_ids: employeeIds,
  };
}

export function addTimeOff(store: WorkdayStore, row: Omit<TimeOffRow, 'id'>): TimeOffRow {
  store.seq += 1;
  const saved = { ...row, id: `to-${store.seq}` };
  store.timeOff.set(saved.id, saved);
  return saved;
}

export const nameOf = (e: EmployeeRow) => `${e.first_name} ${e.last_name}`;

const HOUR = 3_600_000;
const overlaps = (s: ShiftRow, from: number, to: number) => s.start < to && from < s.end;

/** Makes room in a person's week for a seeded shift: their own shifts in the way are dropped. */
function clear(store: ByBrand<ShiftRow>, e: EmployeeRow, from: number, to: number) {
  for (const s of store.list(e.brand_id))
    if (s.user_id === e.id && overlaps(s, from, to)) store.delete(s);
}

/**
 * What the employee screens need on a fresh world: an open shift at every location tomorrow; for
 * the demo member a published shift under way now (to clock out of) with the open shift at their
 * first location kept free (to claim); a pending time-off request (`to-1`) at the member's first
 * location and a few elsewhere. (Some staff who never work Sundays come last: sundays-off.ts.)
 */
export function seedWorkday(world: World, faker: Faker, store: WorkdayStore): void {
  const shifts = world.extensions.shifts;
  const now = world.seededAt;
  const member = [...world.employees.values()].filter((e) => e.user_id !== null);
  const home = member[0]?.brand_id;
  const children = [...world.brands.values()].filter((b) => b.type === 'CHILD' && !b.archived);
  for (const brand of [...children].sort((a, b) => Number(b.id === home) - Number(a.id === home))) {
    const staff = (world.employeesByBrand.get(brand.id) ?? [])
      .map((id) => world.employees.get(id))
      .filter((e) => e !== undefined);
    const someone = staff[0];
    if (!someone) continue;
    const week = currentWeek(world, brand.id, now);
    // Tomorrow, clear of the member's shift under way; on a Sunday that is in next week, whose
    // shifts are drafts but for this one: an open shift is offered once published.
    const tomorrow = localDay(now + DAY_MS, brand.timezone);
    const open: ShiftRow = {
      id: `shift-${brand.id}-open`,
      brand_id: brand.id,
      user_id: null,
      position_id: member.find((e) => e.brand_id === brand.id)?.position_id ?? someone.position_id,
      start: zonedInstant(tomorrow, 11 * 60, brand.timezone),
      end: zonedInstant(tomorrow, 17 * 60, brand.timezone),
      break_minutes: 30,
      published: true,
      hourly_rate: 15,
    };
    shifts.put(open);
    for (const e of member.filter((m) => m.brand_id === brand.id))
      clear(shifts, e, open.start, open.end);
    const requester = staff[1] ?? someone;
    if (brand.id === home || faker.number.int({ min: 0, max: 3 }) === 0) {
      const first = addDays(week, 7 + faker.number.int({ min: 0, max: 4 }));
      addTimeOff(store, {
        person_id: personOf(requester),
        name: nameOf(requester),
        start_date: first,
        end_date: addDays(first, faker.number.int({ min: 0, max: 2 })),
        reason: faker.helpers.arrayElement([
          'Family event',
          'Medical appointment',
          'Moving house',
          null,
        ]),
        status: 'PENDING',
        requested_at: now - faker.number.int({ min: 1, max: 72 }) * HOUR,
        decided_at: null,
        decided_by: null,
      });
    }
  }
  if (home) seedHomeAttestation(world, home, store);
  const working = member.find((e) => e.brand_id === home);
  if (working && home) {
    // On whole minutes, as a manager would have scheduled it.
    const start = Math.floor((now - 2 * HOUR) / 60_000) * 60_000;
    // The person works nowhere else meanwhile: a seeded shift at another of their locations would
    // be under way at the same time, and which one they clock out of would hang on the hour.
    for (const row of member.filter((m) => m.user_id === working.user_id))
      clear(shifts, row, start, start + 6 * HOUR);
    shifts.put({
      id: `shift-${home}-now`,
      brand_id: home,
      user_id: working.id,
      position_id: working.position_id,
      start,
      end: start + 6 * HOUR,
      break_minutes: 30,
      published: true,
      hourly_rate: 15,
    });
  }
}

/**
 * At the member's first location: exactly three required clock-out questions (the wage-and-hour
 * ones every brand asks first), so the member's clock-out is the same in any seeded world; and one
 * clock-out already answered this week, so the manager's answers list has something to show.
 */
function seedHomeAttestation(world: World, home: string, store: WorkdayStore): void {
  const questions = activeQuestions(world, home);
  questions.forEach((q, i) => {
    q.required = i < 3;
  });
  const started = shiftsOfWeek(world, home, currentWeek(world, home, world.seededAt)).filter(
    (s) => s.published && s.user_id !== null && !s.user_id.startsWith('e-u-'),
  );
  const shift = started.find((s) => s.end <= world.seededAt) ?? started[0];
  if (!shift) return;
  store.clockOuts.set(shift.id, {
    shift_id: shift.id,
    employee_id: shift.user_id ?? '',
    clocked_out_at: Math.min(shift.end, world.seededAt),
    answers: questions.map((q) => ({
      question_id: q.id,
      question_text: q.text,
      answer:
        q.answer_type === 'YES_NO'
          ? q.text.includes('injur') || q.text.includes('off the clock')
            ? 'NO'
            : 'YES'
          : q.answer_type === 'MULTIPLE_CHOICE'
            ? (q.options[0] ?? '')
            : 'All good.',
    })),
  });
}
