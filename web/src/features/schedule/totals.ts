import type { Shift } from '@ws/contracts';
import { shiftDay } from './week';

type Costed = Pick<Shift, 'start' | 'end' | 'break_minutes' | 'hourly_rate' | 'user_id'>;

/** Paid hours: the shift's length less its unpaid break, never below zero. */
export const paidHours = (s: Pick<Shift, 'start' | 'end' | 'break_minutes'>) =>
  Math.max(0, (Date.parse(s.end) - Date.parse(s.start)) / 3_600_000 - s.break_minutes / 60);

/** Labour cost of a shift: paid hours at its hourly rate, in the brand's currency. */
export const labourCost = (s: Pick<Shift, 'start' | 'end' | 'break_minutes' | 'hourly_rate'>) =>
  paidHours(s) * s.hourly_rate;

export interface Total {
  hours: number;
  cost: number;
  shifts: number;
}

const zero = (): Total => ({ hours: 0, cost: 0, shifts: 0 });
const add = (total: Total, s: Costed) => {
  total.hours += paidHours(s);
  total.cost += labourCost(s);
  total.shifts += 1;
};

/** Totals per person, per day and for the week, as the grid's last column and row show them. */
export function weekTotals(shifts: readonly Costed[], days: readonly string[], tz?: string) {
  const byUser = new Map<string, Total>();
  const byDay = new Map<string, Total>(days.map((d) => [d, zero()]));
  const week = zero();
  for (const s of shifts) {
    const day = byDay.get(shiftDay(s, tz));
    if (!day) continue;
    add(day, s);
    add(week, s);
    // An open shift (no person yet) counts towards the day and the week only.
    if (s.user_id === null) continue;
    const user = byUser.get(s.user_id) ?? zero();
    add(user, s);
    byUser.set(s.user_id, user);
  }
  return { byUser, byDay, week };
}

/** The rate a new shift for this person starts from: their latest shift's, else the default. */
export function suggestedRate(
  shifts: readonly Pick<Shift, 'user_id' | 'start' | 'hourly_rate'>[],
  userId: string,
  fallback: number,
): number {
  const latest = shifts
    .filter((s) => s.user_id === userId)
    .sort((a, b) => Date.parse(b.start) - Date.parse(a.start))[0];
  return latest?.hourly_rate ?? fallback;
}
