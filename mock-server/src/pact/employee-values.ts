/**
 * The provider-state values of the employee calls, looked up in whatever world is loaded:
 * the member's shift under way now (to clock out of) and the open shift they may claim, the
 * first required clock-out questions of that shift's location, and a pending time-off request
 * the location manager may decide.
 */
import { activeQuestions } from '../db/scheduling/clock-out.ts';
import { employeeRowsOf, peopleAt } from '../db/scheduling/workday.ts';
import type { World } from '../db/types.ts';

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`provider state: the world has no ${what}`);
  return value;
};

export function employeeValues(world: World, memberId: string): Record<string, string> {
  const rows = employeeRowsOf(world, memberId);
  const ids = new Set(rows.map((e) => e.id));
  const shifts = rows.flatMap((e) => world.extensions.shifts.list(e.brand_id));
  const current = need(
    shifts.find((s) => s.id.endsWith('-now') && s.user_id !== null && ids.has(s.user_id)),
    "member's current shift",
  );
  const open = need(
    shifts.find((s) => s.user_id === null && s.published && s.brand_id === current.brand_id),
    'open shift',
  );
  const required = activeQuestions(world, current.brand_id).filter((q) => q.required);
  if (required.length < 3)
    throw new Error(`provider state: ${current.brand_id} needs three required clock-out questions`);
  return {
    currentShiftId: current.id,
    openShiftId: open.id,
    ...Object.fromEntries(required.slice(0, 3).map((q, i) => [`questionId${i + 1}`, q.id])),
  };
}

export function timeOffValues(world: World, locationId: string): Record<string, string> {
  const people = peopleAt(world, locationId);
  const pending = [...world.extensions.workday.timeOff.values()].find(
    (r) => r.status === 'PENDING' && people.has(r.person_id),
  );
  return { timeOffId: need(pending, `pending time off at ${locationId}`).id };
}
