import type { AvailabilityDay, Shift, TimeOff } from '@ws/contracts';
import { paidHours } from './totals';
import { shiftDay, timeOf } from './week';

/** Paid hours in a week past which a person is in overtime (US federal rule: 40 h). */
export const OVERTIME_HOURS = 40;

export type ScheduleWarning =
  | { kind: 'overtime'; employeeId: string; hours: number }
  | { kind: 'timeOff'; employeeId: string; shiftId: string; day: string; status: TimeOff['status'] }
  | { kind: 'unavailable'; employeeId: string; shiftId: string; day: string };

type Assigned = Pick<Shift, 'id' | 'start' | 'end' | 'break_minutes'> & { user_id: string };

/** 1 = Monday … 7 = Sunday, as availability names days. */
export const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The person's time off that covers a day (pending or approved; declined requests block nothing). */
export function timeOffOn(
  timeOff: readonly TimeOff[],
  employeeId: string,
  day: string,
): TimeOff | undefined {
  return timeOff.find(
    (r) =>
      r.status !== 'DECLINED' &&
      r.employee_ids.includes(employeeId) &&
      r.start_date <= day &&
      day <= r.end_date,
  );
}

/** Whether a shift falls outside the person's declared availability on its day. */
function outsideAvailability(
  days: readonly AvailabilityDay[],
  shift: Assigned,
  tz?: string,
): boolean {
  const day = days.find((d) => d.weekday === isoWeekday(shiftDay(shift, tz)));
  if (!day) return false;
  if (!day.available) return true;
  if (day.from === null || day.to === null) return false;
  const start = timeOf(shift.start, tz);
  const end = timeOf(shift.end, tz);
  // An overnight shift ends the next day: only its start is held to the window then.
  return start < day.from || (end > start && end > day.to);
}

/**
 * What a manager should see before publishing: people over 40 paid hours in the week,
 * and shifts on a day the person asked off or declared themselves unavailable.
 */
export function scheduleWarnings(
  shifts: readonly Assigned[],
  timeOff: readonly TimeOff[],
  availability: readonly { employee_id: string; days: readonly AvailabilityDay[] }[],
  tz?: string,
): ScheduleWarning[] {
  const warnings: ScheduleWarning[] = [];
  const hours = new Map<string, number>();
  for (const shift of shifts) {
    hours.set(shift.user_id, (hours.get(shift.user_id) ?? 0) + paidHours(shift));
    const day = shiftDay(shift, tz);
    const off = timeOffOn(timeOff, shift.user_id, day);
    if (off)
      warnings.push({
        kind: 'timeOff',
        employeeId: shift.user_id,
        shiftId: shift.id,
        day,
        status: off.status,
      });
    const declared = availability.find((a) => a.employee_id === shift.user_id);
    if (declared && outsideAvailability(declared.days, shift, tz)) {
      warnings.push({ kind: 'unavailable', employeeId: shift.user_id, shiftId: shift.id, day });
    }
  }
  for (const [employeeId, total] of hours) {
    if (total > OVERTIME_HOURS) warnings.push({ kind: 'overtime', employeeId, hours: total });
  }
  return warnings;
}
