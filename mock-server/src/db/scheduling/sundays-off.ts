/**
 * Some staff who never work Sundays: at every location, one person whose availability leaves Sunday
 * out although this week's schedule has them on a Sunday shift, as when someone changes their
 * availability after the week was written. The schedule warns of that shift, and "Standard week",
 * saved from this week, skips it when applied to another week, whatever day the world is seeded on.
 */
import type { EmployeeRow, World } from '../types.ts';
import type { WorkdayStore } from '../stores/stores.ts';
import { currentWeek, isNamedShift, shiftsOfWeek } from './shifts.ts';
import { addDays, localDay } from './time.ts';
import { ALWAYS_AVAILABLE, personOf } from './workday.ts';

const SUNDAY = 7;
const WEEKDAYS_ONLY = ALWAYS_AVAILABLE.map((d) =>
  d.weekday === SUNDAY ? { ...d, available: false } : d,
);

/** Runs once every seeded shift is in place, the swaps' included, since they move people's shifts. */
export function seedSundaysOff(world: World, store: WorkdayStore): void {
  const swapPeople = [...world.extensions.swaps.rows.values()].flatMap((swap) => [
    swap.offered_by,
    swap.colleague_id,
    swap.taken_by,
  ]);
  for (const brand of world.brands.values()) {
    if (brand.type !== 'CHILD' || brand.archived) continue;
    const staff = (world.employeesByBrand.get(brand.id) ?? [])
      .map((id) => world.employees.get(id))
      .filter((e): e is EmployeeRow => e !== undefined);
    if (staff.length === 0) continue;
    const week = currentWeek(world, brand.id, world.seededAt);
    const sunday = addDays(week, 6);
    const shifts = shiftsOfWeek(world, brand.id, week).filter((s) => s.brand_id === brand.id);
    // Whoever a named shift (the member's, a swap's) or a seeded swap names is in another story.
    const inStory = new Set([
      ...shifts.filter((s) => isNamedShift(s.id)).map((s) => s.user_id),
      ...swapPeople,
    ]);
    const worksSunday = new Set(
      shifts.filter((s) => localDay(s.start, brand.timezone) === sunday).map((s) => s.user_id),
    );
    const chosen =
      staff.find((e) => e.user_id === null && worksSunday.has(e.id) && !inStory.has(e.id)) ??
      staff[2];
    if (chosen) store.availability.set(personOf(chosen), WEEKDAYS_ONLY);
  }
}
