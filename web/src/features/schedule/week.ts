import type { Shift } from '@ws/contracts';
import dayjs from 'dayjs';
import { DEFAULT_WEEK_START, startOfWeek, weekDays } from '../../components/ui/week-picker/week';

export const DAY_FORMAT = 'YYYY-MM-DD';

/** [R2-41] The week in the URL is its Monday; any other day, or nothing, means the week it falls in. */
export function weekFromParam(value: string | null, today = dayjs()): string {
  const parsed = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value, DAY_FORMAT) : null;
  const day = parsed?.isValid() && parsed.format(DAY_FORMAT) === value ? parsed : today;
  return startOfWeek(day, DEFAULT_WEEK_START).format(DAY_FORMAT);
}

/** The seven days of the week, Monday first. */
export const daysOfWeek = (weekStart: string) => weekDays(dayjs(weekStart), DEFAULT_WEEK_START).map((d) => d.format(DAY_FORMAT));

/** The local day a shift starts on: an overnight shift belongs to the day it began. */
export const shiftDay = (shift: Pick<Shift, 'start'>) => dayjs(shift.start).format(DAY_FORMAT);

export const timeOf = (iso: string) => dayjs(iso).format('HH:mm');

/** Start and end instants for a day and two HH:mm times; an end at or before the start runs past midnight. */
export function shiftInterval(day: string, start: string, end: string): { start: string; end: string } {
  const from = dayjs(`${day}T${start}`);
  let to = dayjs(`${day}T${end}`);
  if (!to.isAfter(from)) to = to.add(1, 'day');
  return { start: from.toISOString(), end: to.toISOString() };
}

/** A shift moved to another day (and maybe another person), keeping its clock times and length. */
export function movedShift(shift: Pick<Shift, 'start' | 'end'>, toDay: string): { start: string; end: string } {
  const shiftBy = dayjs(toDay).diff(dayjs(shiftDay(shift)), 'day');
  return {
    start: dayjs(shift.start).add(shiftBy, 'day').toISOString(),
    end: dayjs(shift.end).add(shiftBy, 'day').toISOString(),
  };
}
