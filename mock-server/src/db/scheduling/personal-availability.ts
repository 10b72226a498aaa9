/**
 * Whether a person may work a day and hours on their own account, apart from the schedule's shift
 * rules (checkShift): time off they asked for and was not declined, and the availability they
 * declared. Every shift the mock assigns without a manager drawing it (a template applied, a swap
 * taken) asks here, so the two never disagree about the same person on the same day.
 */
import type { World } from '../types.ts';

export type PersonalConflict = 'TIME_OFF' | 'UNAVAILABLE';

/** ISO weekday of a YYYY-MM-DD day: 1 for Monday to 7 for Sunday, as availability is declared. */
const weekdayOf = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/**
 * Why `person` cannot work `day` from `start` to `end` (local wall-clock times, HH:mm), or null.
 * A pending request counts as much as an approved one: the person has said they cannot come, and
 * the manager decides the request before anyone fills that day for them.
 */
export function personalConflict(
  world: World,
  person: string,
  day: string,
  start: string,
  end: string,
): PersonalConflict | null {
  const { workday } = world.extensions;
  const away = [...workday.timeOff.values()].some(
    (r) =>
      r.person_id === person && r.status !== 'DECLINED' && r.start_date <= day && day <= r.end_date,
  );
  if (away) return 'TIME_OFF';
  const declared = workday.availability.get(person)?.find((d) => d.weekday === weekdayOf(day));
  // A weekday the person never declared is no statement against working it.
  if (!declared) return null;
  if (!declared.available) return 'UNAVAILABLE';
  if (declared.from === null || declared.to === null) return null;
  // An overnight shift ends the next day: only its start is held to the window then.
  const overnight = end <= start;
  return start < declared.from || (!overnight && end > declared.to) ? 'UNAVAILABLE' : null;
}
