import type { Shift } from '@ws/contracts';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DEFAULT_WEEK_START, startOfWeek, weekDays } from '../../components/ui/week-picker/week';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * Shifts live in their location's time zone (the brand's business setup), so a 09:00 shift reads
 * 09:00 wherever the manager's browser is; without a zone the browser's own is used.
 */
const at = (iso: string, tz?: string) => (tz ? dayjs(iso).tz(tz) : dayjs(iso));
const wallClock = (day: string, time: string, tz?: string) =>
  tz ? dayjs.tz(`${day}T${time}`, tz) : dayjs(`${day}T${time}`);

/** The week in the URL is its Monday; any other day, or nothing, means the week it falls in. */
export function weekFromParam(value: string | null, today = dayjs()): string {
  const parsed = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value, DAY_FORMAT) : null;
  const day = parsed?.isValid() && parsed.format(DAY_FORMAT) === value ? parsed : today;
  return startOfWeek(day, DEFAULT_WEEK_START).format(DAY_FORMAT);
}

/** The seven days of the week, Monday first. */
export const daysOfWeek = (weekStart: string) =>
  weekDays(dayjs(weekStart), DEFAULT_WEEK_START).map((d) => d.format(DAY_FORMAT));

/** The local day a shift starts on: an overnight shift belongs to the day it began. */
export const shiftDay = (shift: Pick<Shift, 'start'>, tz?: string) =>
  at(shift.start, tz).format(DAY_FORMAT);

export const timeOf = (iso: string, tz?: string) => at(iso, tz).format('HH:mm');

/** Start and end instants for a day and two HH:mm times; an end at or before the start runs past midnight. */
export function shiftInterval(
  day: string,
  start: string,
  end: string,
  tz?: string,
): { start: string; end: string } {
  const from = wallClock(day, start, tz);
  let to = wallClock(day, end, tz);
  if (!to.isAfter(from)) to = wallClock(dayjs(day).add(1, 'day').format(DAY_FORMAT), end, tz);
  return { start: from.toISOString(), end: to.toISOString() };
}

/** A shift moved to another day (and maybe another person), keeping its clock times and length. */
export function movedShift(
  shift: Pick<Shift, 'start' | 'end'>,
  toDay: string,
  tz?: string,
): { start: string; end: string } {
  const shiftBy = dayjs(toDay).diff(dayjs(shiftDay(shift, tz)), 'day');
  return {
    start: at(shift.start, tz).add(shiftBy, 'day').toISOString(),
    end: at(shift.end, tz).add(shiftBy, 'day').toISOString(),
  };
}
