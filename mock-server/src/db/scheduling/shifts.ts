import type { Faker } from '@faker-js/faker';
import type { Shift } from '@ws/contracts';
import { brandSubtree, isWithin } from '../tree.ts';
import type { EmployeeRow, World } from '../types.ts';
import { ByBrand } from '../stores/by-brand.ts';
import type { Problem } from '../stores/problem.ts';
import { problem } from '../stores/problem.ts';
import { addDays, localDay, mondayOf, zonedInstant } from './time.ts';
import type { ShiftRow } from '../stores/stores.ts';

export type { ShiftRow } from '../stores/stores.ts';

export const emptyShifts = () => new ByBrand<ShiftRow>('shift');

/**
 * A shift the seed wrote by name for a story (`shift-<brand>-now`, `-open`, a swap's), not one
 * numbered by the store (`shift-<brand>-<n>`: the weekly pattern's, or a manager's).
 */
export const isNamedShift = (id: string) => !/-\d+$/.test(id);

const HOUR_MS = 3_600_000;
const LONGEST_SHIFT_HOURS = 16;

/** The hours a shift is paid for: its length less the unpaid break. */
export const paidHours = (row: Pick<ShiftRow, 'start' | 'end' | 'break_minutes'>) =>
  Math.max(0, (row.end - row.start) / HOUR_MS - row.break_minutes / 60);

export const timeZoneOf = (world: World, brandId: string) =>
  world.brands.get(brandId)?.timezone ?? 'UTC';

/** This week's Monday at the brand, by the given clock. */
export const currentWeek = (world: World, brandId: string, now: number) =>
  mondayOf(localDay(now, timeZoneOf(world, brandId)));

/** Shifts starting in the week at each location at or below the brand (each location's own midnight). */
export function shiftsOfWeek(world: World, brandId: string, weekStart: string): ShiftRow[] {
  return brandSubtree(world, brandId)
    .flatMap((id) => {
      const zone = timeZoneOf(world, id);
      const from = zonedInstant(weekStart, 0, zone);
      const to = zonedInstant(addDays(weekStart, 7), 0, zone);
      return world.extensions.shifts.list(id).filter((s) => s.start >= from && s.start < to);
    })
    .sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
}

export function toShift(world: World, row: ShiftRow): Shift {
  const position = world.positions.get(row.position_id);
  return {
    id: row.id,
    brand_id: row.brand_id,
    user_id: row.user_id,
    position: { id: row.position_id, name: position?.name ?? row.position_id },
    start: new Date(row.start).toISOString(),
    end: new Date(row.end).toISOString(),
    break_minutes: row.break_minutes,
    published: row.published,
    hourly_rate: row.hourly_rate,
  };
}

const schedulable = (e: EmployeeRow | undefined): e is EmployeeRow =>
  e !== undefined && e.schedulable && e.status === 'ACTIVE';

/**
 * Whether a new or changed shift fits: a schedulable employee at or below the brand, an open
 * position, a sensible length, and no overlap with that person's other shifts.
 */
export function checkShift(
  world: World,
  brandId: string,
  row: ShiftRow,
  overlapField: string,
): Problem | null {
  if (row.user_id === null) return checkOpenShift(world, brandId, row);
  const employee = world.employees.get(row.user_id);
  if (!schedulable(employee) || !isWithin(world, employee.brand_id, brandId)) {
    return problem('body.user_id', `${row.user_id} is not a schedulable employee of ${brandId}`);
  }
  const fits = checkTimes(world, row);
  if (fits) return fits;
  const clash = overlapOf(world, { ...row, brand_id: employee.brand_id });
  return clash ? problem(overlapField, `overlaps ${clash.id} of the same person`) : null;
}

/** The person's other shift at their location that a shift would overlap, if any. */
export const overlapOf = (world: World, row: ShiftRow) =>
  world.extensions.shifts
    .list(row.brand_id)
    .find(
      (s) =>
        s.id !== row.id &&
        s.user_id !== null &&
        s.user_id === row.user_id &&
        s.start < row.end &&
        row.start < s.end,
    );

/** An open shift is worked at a location (a child brand) at or below the brand. */
function checkOpenShift(world: World, brandId: string, row: ShiftRow): Problem | null {
  const location = world.brands.get(row.brand_id);
  if (location?.type !== 'CHILD' || !isWithin(world, row.brand_id, brandId)) {
    return problem('body.location_id', `${row.brand_id} is not a location of ${brandId}`);
  }
  return checkTimes(world, row);
}

function checkTimes(world: World, row: ShiftRow): Problem | null {
  if (world.positions.get(row.position_id)?.archived !== false) {
    return problem('body.position_id', `${row.position_id} is not an open position`);
  }
  if (row.end <= row.start) return problem('body.end', 'must be after start');
  if (row.end - row.start > LONGEST_SHIFT_HOURS * HOUR_MS) {
    return problem('body.end', `a shift lasts at most ${LONGEST_SHIFT_HOURS} hours`);
  }
  if (row.break_minutes * 60_000 >= row.end - row.start)
    return problem('body.break_minutes', 'must be shorter than the shift');
  return null;
}

type Template = [startMinutes: number, endMinutes: number];
/** Wall-clock shifts by position category; a close may run past midnight. */
const TEMPLATES: Record<string, Template[]> = {
  'pc-foh': [
    [630, 990],
    [960, 1350],
    [660, 1140],
  ],
  'pc-boh': [
    [360, 840],
    [780, 1260],
    [900, 1410],
  ],
  'pc-mgmt': [
    [420, 930],
    [840, 1350],
  ],
};
/** US hourly rates a manager would expect, by position name. */
const BASE_RATES: Record<string, number> = {
  Server: 11,
  Host: 14.5,
  Bartender: 12,
  Cashier: 14,
  'Line Cook': 18.5,
  'Prep Cook': 16.5,
  Dishwasher: 15,
  'Shift Lead': 20,
  'Assistant Manager': 24,
  'General Manager': 30,
};

/** This week (published) and next week (a draft) for the active schedulable staff of every location. */
export function seedShifts(world: World, faker: Faker, store: ByBrand<ShiftRow>): void {
  for (const brand of world.brands.values()) {
    if (brand.type !== 'CHILD') continue;
    const thisWeek = currentWeek(world, brand.id, world.seededAt);
    const staff = (world.employeesByBrand.get(brand.id) ?? [])
      .map((id) => world.employees.get(id))
      .filter(schedulable);
    for (const employee of staff) {
      const position = world.positions.get(employee.position_id);
      const templates = TEMPLATES[position?.category_id ?? ''] ?? TEMPLATES['pc-foh'] ?? [];
      const rate =
        (BASE_RATES[position?.name ?? ''] ?? 15) + faker.number.int({ min: 0, max: 8 }) * 0.25;
      for (const [week, published] of [
        [thisWeek, true],
        [addDays(thisWeek, 7), false],
      ] as const) {
        const days = faker.helpers
          .arrayElements([0, 1, 2, 3, 4, 5, 6], { min: 4, max: 5 })
          .sort((a, b) => a - b);
        for (const day of days) {
          const [from, to] = faker.helpers.arrayElement(templates);
          const date = addDays(week, day);
          store.put({
            id: store.nextId(brand.id),
            brand_id: brand.id,
            user_id: employee.id,
            position_id: employee.position_id,
            start: zonedInstant(date, from, brand.timezone),
            end: zonedInstant(date, to, brand.timezone),
            break_minutes: to - from >= 360 ? 30 : 0,
            published,
            hourly_rate: rate,
          });
        }
      }
    }
  }
}
