/**
 * Live time-off requests: now and then someone working at a location asks for
 * a few days off next week or the one after, so /schedule shows new requests while a demo runs.
 * Its own PRNG, drawn from the burst number, leaves the other live activity's sequence as it was.
 */
import { currentWeek } from '../db/scheduling/shifts.ts';
import { addDays } from '../db/scheduling/time.ts';
import { addTimeOff, nameOf, personOf } from '../db/scheduling/workday.ts';
import type { World } from '../db/types.ts';
import { createRng } from './random.ts';

/** About one burst in three brings a request. */
const CHANCE = 1 / 3;
// The demo manager's location half the time, so the request shows on the screen they open.
const SHOWCASE_BRAND = 'CH-1-1-1';
const REASONS = ['Family visit', 'Doctor appointment', 'Exam week', 'Wedding', null];

export function insertLiveTimeOff(world: World, now: number, burst: number): boolean {
  const rng = createRng(burst * 7919 + 16);
  if (rng.next() >= CHANCE) return false;
  const staff = [...world.employees.values()].filter((e) => e.status === 'ACTIVE');
  const showcase = staff.filter((e) => e.brand_id === SHOWCASE_BRAND);
  const pool = showcase.length && rng.next() < 0.5 ? showcase : staff;
  if (!pool.length) return false;
  const employee = rng.pick(pool);
  const first = addDays(currentWeek(world, employee.brand_id, now), rng.int(7, 13));
  addTimeOff(world.extensions.workday, {
    person_id: personOf(employee),
    name: nameOf(employee),
    start_date: first,
    end_date: addDays(first, rng.int(0, 2)),
    reason: rng.pick(REASONS),
    status: 'PENDING',
    requested_at: now,
    decided_at: null,
    decided_by: null,
  });
  return true;
}
