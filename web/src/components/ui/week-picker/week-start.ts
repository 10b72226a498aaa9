import type { Dayjs } from 'dayjs';

// Apart from week.ts so a page that only needs a week's first day (the dashboards) does not load
// the date picker's parsing (calendar.ts and dayjs's customParseFormat).

/** §2: weeks start on Monday unless told otherwise (0 = Sunday … 6 = Saturday). */
export const DEFAULT_WEEK_START = 1;

export function startOfWeek(date: Dayjs, weekStart = DEFAULT_WEEK_START): Dayjs {
  return date.subtract((date.day() - weekStart + 7) % 7, 'day').startOf('day');
}
