/**
 * Labour against a target: each location's projected sales per day and each brand's labour
 * target (% of sales). The demo location's seeded weeks are projected so that this week has one
 * day over the target at once, and every other day comfortably under it, with room for a shift
 * more: a manager adding a shift to any other day, or publishing next week, meets no warning.
 */
import { WEEKDAYS, type WeekSales } from '@ws/contracts';
import { ancestry } from '../tree.ts';
import type { World } from '../types.ts';
import type { LabourStore } from './labour-rows.ts';
import { currentWeek, paidHours, timeZoneOf } from './shifts.ts';
import { addDays, localDay } from './time.ts';

/** The target a brand follows when neither it nor any brand above it chose one. */
export const DEFAULT_TARGET_PERCENT = 28;
/** The demo's over-target day runs at this share of its sales; the other days at most at UNDER. */
const OVER = 0.34;
const UNDER = 0.18;
/** No seeded day is projected below this, so one more shift never tips a quiet day over the target. */
const FLOOR = 3000;

export const emptyLabour = (): LabourStore => ({ sales: new Map(), targets: new Map() });

export const targetOf = (world: World, brandId: string): number =>
  ancestry(world, brandId)
    .map((id) => world.extensions.labour.targets.get(id))
    .find((set) => set !== undefined) ?? DEFAULT_TARGET_PERCENT;

/** The seven days of the week at the brand, Monday first. */
export const daysOf = (weekStart: string) =>
  Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));

export function salesOf(world: World, brandId: string, weekStart: string): WeekSales {
  const days = world.extensions.labour.sales.get(brandId);
  const dates = daysOf(weekStart);
  return Object.fromEntries(
    WEEKDAYS.map((name, i) => [name, days?.get(dates[i] ?? '') ?? null]),
  ) as WeekSales;
}

export function setSales(world: World, brandId: string, weekStart: string, sales: WeekSales): void {
  const store = world.extensions.labour.sales;
  const days = store.get(brandId) ?? new Map<string, number>();
  WEEKDAYS.forEach((name, i) => {
    const amount = sales[name];
    if (amount === null) days.delete(addDays(weekStart, i));
    else days.set(addDays(weekStart, i), amount);
  });
  store.set(brandId, days);
}

/** Labour cost per local day of the week at one location, as the grid adds it up. */
function costByDay(world: World, locationId: string, weekStart: string): Map<string, number> {
  const zone = timeZoneOf(world, locationId);
  const cost = new Map(daysOf(weekStart).map((d) => [d, 0]));
  for (const s of world.extensions.shifts.list(locationId)) {
    const day = localDay(s.start, zone);
    if (cost.has(day)) cost.set(day, (cost.get(day) ?? 0) + paidHours(s) * s.hourly_rate);
  }
  return cost;
}

const roundTo10 = (v: number) => Math.round(v / 10) * 10;

/**
 * The demo location (where the demo member works): this week and next projected from their
 * seeded shifts. One day of this week after Monday runs over the target; Monday is left under
 * it, as a manager may add a shift there and publish this week.
 */
export function seedLabour(world: World, store: LabourStore): void {
  const home = [...world.employees.values()].find((e) => e.user_id !== null)?.brand_id;
  if (!home) return;
  const thisWeek = currentWeek(world, home, world.seededAt);
  const days = new Map<string, number>();
  for (const week of [thisWeek, addDays(thisWeek, 7)]) {
    for (const [day, cost] of costByDay(world, home, week))
      days.set(day, roundTo10(Math.max(cost / UNDER, FLOOR)));
  }
  // The over day: the one after Monday with the fewest shifts that has any, so a manager finds
  // someone free there to add (the demo's fix is then to raise that day's projection).
  const shifts = world.extensions.shifts.list(home);
  const zone = timeZoneOf(world, home);
  const count = (day: string) => shifts.filter((s) => localDay(s.start, zone) === day).length;
  const [overDay, overCost] = [...costByDay(world, home, thisWeek)]
    .slice(1)
    .filter(([, cost]) => cost > 0)
    .sort((a, b) => count(a[0]) - count(b[0]) || a[0].localeCompare(b[0]))[0] ?? ['', 0];
  if (overCost > 0) days.set(overDay, roundTo10(overCost / OVER));
  store.sales.set(home, days);
}
