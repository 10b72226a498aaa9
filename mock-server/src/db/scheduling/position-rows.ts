import type { Shift } from '@ws/contracts';
import { employeesUnder } from '../brand-views.ts';
import type { UserRow, World } from '../types.ts';
import { type ShiftRow, paidHours, shiftsOfWeek, timeZoneOf, toShift } from './shifts.ts';
import { addDays, localDay } from './time.ts';

interface Total {
  hours: number;
  cost: number;
  shifts: number;
}
const zero = (): Total => ({ hours: 0, cost: 0, shifts: 0 });

/** Paid hours less the unpaid break, at the shift's rate: what the grid's totals add up. */
function add(total: Total, row: ShiftRow) {
  const hours = paidHours(row);
  total.hours += hours;
  total.cost += hours * row.hourly_rate;
  total.shifts += 1;
}

/** Every zone's offset is a whole number of quarter hours, so a quarter hour is on one local day. */
const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * localDay for the many shifts of a large week, read once per quarter hour: reading the zone's
 * clock costs some 20 microseconds, and a group twenty times the seed holds thousands of shifts
 * starting at a few dozen times.
 */
function localDays(zone: string) {
  const known = new Map<number, string>();
  return (ms: number) => {
    const quarter = Math.floor(ms / QUARTER_HOUR_MS);
    let day = known.get(quarter);
    if (day === undefined) {
      day = localDay(quarter * QUARTER_HOUR_MS, zone);
      known.set(quarter, day);
    }
    return day;
  };
}

interface PositionRow {
  positionId: string;
  locationId: string;
  /** Employee ids: the row's schedulable people and whoever holds one of its shifts. */
  people: Set<string>;
  shifts: ShiftRow[];
}

/** A row's person as the grid names them, and whether a new shift for them would be booked. */
function personOf(world: World, id: string) {
  const e = world.employees.get(id);
  return {
    id,
    first_name: e?.first_name ?? '',
    last_name: e?.last_name ?? id,
    bookable: e !== undefined && e.schedulable && e.status === 'ACTIVE',
  };
}

/**
 * The position categories a caller's policy lets them schedule, as the web reads the same policy
 * (§3): a MANAGE_SCHEDULE grant without a POSITION_CATEGORY condition covers every category
 * (undefined), one with it only its values, and no grant none.
 */
function schedulableCategories(user: UserRow): readonly string[] | undefined {
  const values: string[] = [];
  for (const grant of user.permissions.filter((p) => p.name === 'MANAGE_SCHEDULE')) {
    const limits = grant.conditions.filter((c) => c.type === 'POSITION_CATEGORY');
    if (limits.length === 0) return undefined;
    values.push(...limits.flatMap((c) => c.values));
  }
  return values;
}

/**
 * The categories a page of the week by position keeps: those the caller asked for, within those
 * their policy lets them schedule. The server applies the policy itself rather than trusting the
 * client to ask for no more, and a client that asks for none needs no categories call first.
 */
export function keptCategories(user: UserRow, asked: readonly string[] | undefined) {
  const allowed = schedulableCategories(user);
  if (!asked) return allowed;
  return allowed ? asked.filter((code) => allowed.includes(code)) : asked;
}

interface PositionPageInput {
  weekStart: string;
  offset: number;
  limit: number;
  /** Position category codes to keep (keptCategories: the caller's policy and ask); all when absent. */
  categories?: readonly string[];
}

/**
 * The week by position, one page of rows: each position at each location at or below the brand that
 * has a schedulable person or a shift of the week, with the shifts that have a person. The totals
 * are the week's over every row, so a page's footer never passes off one page as the week.
 */
export function positionWeekPage(world: World, brandId: string, input: PositionPageInput) {
  const { weekStart, offset, limit, categories } = input;
  const kept = (positionId: string) => {
    if (!categories) return true;
    const position = world.positions.get(positionId);
    const code = world.positionCategories.get(position?.category_id ?? '')?.code;
    return code === undefined || categories.includes(code);
  };
  const week = shiftsOfWeek(world, brandId, weekStart).filter((s) => kept(s.position_id));
  const assigned = week.filter((s) => s.user_id !== null);
  const keyOf = (positionId: string, locationId: string) => `${positionId}|${locationId}`;
  const rows = new Map<string, PositionRow>();
  const rowFor = (positionId: string, locationId: string) => {
    const key = keyOf(positionId, locationId);
    const row = rows.get(key) ?? { positionId, locationId, people: new Set(), shifts: [] };
    rows.set(key, row);
    return row;
  };
  for (const e of employeesUnder(world, brandId, true)) {
    if (e.schedulable && kept(e.position_id)) rowFor(e.position_id, e.brand_id).people.add(e.id);
  }
  for (const s of assigned) {
    const row = rowFor(s.position_id, s.brand_id);
    row.shifts.push(s);
    row.people.add(s.user_id ?? '');
  }

  const nameOf = (positionId: string) => world.positions.get(positionId)?.name ?? positionId;
  const placeOf = (locationId: string) => world.brands.get(locationId)?.name ?? locationId;
  const sorted = [...rows.values()].sort(
    (a, b) =>
      nameOf(a.positionId).localeCompare(nameOf(b.positionId), 'en') ||
      placeOf(a.locationId).localeCompare(placeOf(b.locationId), 'en') ||
      a.locationId.localeCompare(b.locationId),
  );

  // Days as the brand on screen reads them: its own time zone, as the grid's columns are.
  const zone = timeZoneOf(world, brandId);
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const byDay = new Map(days.map((d) => [d, { ...zero(), drafts: 0 }]));
  const whole = zero();
  const dayOf = localDays(zone);
  for (const s of assigned) {
    const day = byDay.get(dayOf(s.start));
    if (!day) continue;
    add(day, s);
    add(whole, s);
    if (!s.published) day.drafts += 1;
  }
  const shift = (s: ShiftRow): Shift => toShift(world, s);
  const page = sorted.slice(offset, offset + limit);
  // Open shifts wait at a location for anyone there: a page lists those of its own locations, as
  // a large group's week holds one or more at each of hundreds of them.
  const places = new Set(page.map((r) => r.locationId));
  return {
    week_start: weekStart,
    offset,
    limit,
    total: sorted.length,
    rows: page.map((r) => ({
      position: { id: r.positionId, name: nameOf(r.positionId) },
      location: { id: r.locationId, name: placeOf(r.locationId) },
      people: [...r.people].map((id) => personOf(world, id)),
      shifts: r.shifts.map(shift),
    })),
    totals: {
      ...whole,
      drafts: week.filter((s) => !s.published).length,
      by_day: days.map((day) => ({ day, ...(byDay.get(day) ?? { ...zero(), drafts: 0 }) })),
    },
    open_shifts: week.filter((s) => s.user_id === null && places.has(s.brand_id)).map(shift),
  };
}
