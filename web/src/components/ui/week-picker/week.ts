import type { Dayjs } from 'dayjs';
import { type DateInput, toBound } from '../date-picker/calendar';
import { DEFAULT_WEEK_START, startOfWeek } from './week-start';

export { DEFAULT_WEEK_START, startOfWeek };

export function weekDays(date: Dayjs, weekStart = DEFAULT_WEEK_START): Dayjs[] {
  const first = startOfWeek(date, weekStart);
  return Array.from({ length: 7 }, (_, i) => first.add(i, 'day'));
}

/** §5: a week button is disabled when the week it leads to lies wholly past the bound. */
export function canGoToNextWeek(
  date: Dayjs,
  max: DateInput,
  weekStart = DEFAULT_WEEK_START,
): boolean {
  const upper = toBound(max);
  if (!upper) return true;
  const nextFirst = startOfWeek(date, weekStart).add(7, 'day');
  return !nextFirst.isAfter(upper, 'day');
}

export function canGoToPreviousWeek(
  date: Dayjs,
  min: DateInput,
  weekStart = DEFAULT_WEEK_START,
): boolean {
  const lower = toBound(min);
  if (!lower) return true;
  const previousLast = startOfWeek(date, weekStart).subtract(1, 'day');
  return !previousLast.isBefore(lower, 'day');
}
