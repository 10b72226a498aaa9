import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** §9: the time input reads HH:mm and steps one minute unless told otherwise. */
export const TIME_FORMAT = 'HH:mm';
export const DEFAULT_TIME_STEP = 1;
/** §5: more options than this (span ÷ step) means none at all. */
export const MAX_TIME_OPTIONS = 200;
export const TOO_MANY_OPTIONS_WARNING = 'Too many options for time picker';

export interface TimeOption {
  value: Dayjs;
  label: string;
  /** Time since start, as 'hrs' and 'm' (only when asked for). */
  duration?: string;
  /** The option falls on a later calendar day than the start. */
  nextDay: boolean;
}

export interface TimeOptionsInput {
  start: Dayjs;
  end: Dayjs;
  /** Minutes between options. */
  step: number;
  includeStart?: boolean;
  includeEnd?: boolean;
  withDuration?: boolean;
  warn?: (message: string) => void;
}

export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} m`;
  return rest === 0 ? `${hours} hrs` : `${hours} hrs ${rest} m`;
}

export function timeOptions({
  start,
  end,
  step,
  includeStart = false,
  includeEnd = false,
  withDuration = false,
  warn = console.warn,
}: TimeOptionsInput): TimeOption[] {
  const span = end.diff(start, 'minute');
  if (step <= 0 || span < 0) return [];
  if (span / step > MAX_TIME_OPTIONS) {
    warn(TOO_MANY_OPTIONS_WARNING);
    return [];
  }
  const option = (value: Dayjs): TimeOption => ({
    value,
    label: value.format(TIME_FORMAT),
    nextDay: value.isAfter(start, 'day'),
    ...(withDuration ? { duration: durationLabel(value.diff(start, 'minute')) } : {}),
  });
  // Steps are counted from midnight of the start's day, so 15-minute options land on :00, :15…
  const midnight = start.startOf('day');
  const fromMidnight = start.diff(midnight, 'minute');
  let cursor = midnight.add(Math.floor(fromMidnight / step) * step + step, 'minute');
  const options: TimeOption[] = includeStart ? [option(start)] : [];
  while (cursor.isBefore(end)) {
    options.push(option(cursor));
    cursor = cursor.add(step, 'minute');
  }
  if (includeEnd && end.isAfter(start)) options.push(option(end));
  return options;
}

export function parseTime(text: string): { hours: number; minutes: number } | null {
  const parsed = dayjs(text.trim(), TIME_FORMAT, true);
  return parsed.isValid() ? { hours: parsed.hour(), minutes: parsed.minute() } : null;
}

/** Moves a HH:mm value by whole steps, wrapping around midnight. */
export function stepTime(text: string, steps: number, step = DEFAULT_TIME_STEP): string {
  const time = parseTime(text) ?? { hours: 0, minutes: 0 };
  const total = (((time.hours * 60 + time.minutes + steps * step) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
