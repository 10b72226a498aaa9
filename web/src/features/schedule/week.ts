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

const weeks = new Map<string, readonly string[]>();

/**
 * The seven days of the week, Monday first; remembered, as the schedule asks on every render and
 * dayjs takes several milliseconds for them with the CPU slowed 4×.
 */
export function daysOfWeek(weekStart: string): readonly string[] {
  let days = weeks.get(weekStart);
  if (!days) {
    days = weekDays(dayjs(weekStart), DEFAULT_WEEK_START).map((d) => d.format(DAY_FORMAT));
    weeks.set(weekStart, days);
  }
  return days;
}

/**
 * An instant's local day and time in a zone, remembered. dayjs works out a zone's offset by
 * formatting the date in it (about a millisecond each with the CPU slowed), and the grid, its
 * totals, the warnings and the labour read each shift's day and times several times over: one
 * formatter a zone, one reading an instant.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const readings = new Map<string, { day: string; time: string }>();
const READINGS_KEPT = 20_000;
function reading(iso: string, tz: string | undefined) {
  const key = `${iso}|${tz ?? ''}`;
  let value = readings.get(key);
  if (value === undefined) {
    let format = formatters.get(tz ?? '');
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: tz,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      formatters.set(tz ?? '', format);
    }
    const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const p of format.formatToParts(new Date(iso))) part[p.type] = p.value;
    value = {
      day: `${part.year}-${part.month}-${part.day}`,
      time: `${part.hour}:${part.minute}`,
    };
    if (readings.size >= READINGS_KEPT) readings.clear();
    readings.set(key, value);
  }
  return value;
}

/** The local day a shift starts on: an overnight shift belongs to the day it began. */
export const shiftDay = (shift: Pick<Shift, 'start'>, tz?: string) => reading(shift.start, tz).day;

export const timeOf = (iso: string, tz?: string) => reading(iso, tz).time;

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
