import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** §5: values are YYYY-MM-DD unless told otherwise, shown as MMM DD, YYYY. */
export const DATE_VALUE_FORMAT = 'YYYY-MM-DD';
export const DATE_DISPLAY_FORMAT = 'MMM DD, YYYY';

export type CalendarView = 'DAY' | 'MONTH' | 'YEAR';
export type CompareUnit = 'day' | 'month' | 'year';
export type DateInput = string | Date | Dayjs | null | undefined;

/** §9: the year view shows 12 years, starting 8 before the viewed one; months sit in 3 columns. */
export const YEAR_VIEW_SIZE = 12;
export const YEAR_VIEW_YEARS_BEFORE = 8;
export const MONTH_GRID_COLUMNS = 3;

/** A typed date counts only when it parses strictly in the format (§5). */
export function parseStrict(text: string, format = DATE_VALUE_FORMAT): Dayjs | null {
  const parsed = dayjs(text.trim(), format, true);
  return parsed.isValid() ? parsed : null;
}

/** Bounds that are not dates are ignored rather than disabling everything (§5). */
export function toBound(input: DateInput, format = DATE_VALUE_FORMAT): Dayjs | null {
  if (input === null || input === undefined || input === '') return null;
  if (typeof input === 'string') return parseStrict(input, format);
  const date = dayjs(input);
  return date.isValid() ? date : null;
}

export interface Bounds {
  min?: DateInput;
  max?: DateInput;
  /** Granularity of the comparison: a day view compares days, a month view months. */
  unit?: CompareUnit;
  format?: string;
}

export function isOutOfBounds(date: Dayjs, { min, max, unit = 'day', format }: Bounds): boolean {
  const lower = toBound(min, format);
  const upper = toBound(max, format);
  return Boolean((lower && date.isBefore(lower, unit)) || (upper && date.isAfter(upper, unit)));
}

/** Going up: DAY → MONTH → YEAR. Selecting goes back down: YEAR → MONTH → DAY. */
export function viewAbove(view: CalendarView): CalendarView {
  return view === 'DAY' ? 'MONTH' : 'YEAR';
}
export function viewBelow(view: CalendarView): CalendarView {
  return view === 'YEAR' ? 'MONTH' : 'DAY';
}

export interface CalendarDay {
  date: Dayjs;
  key: string;
  selected: boolean;
  today: boolean;
  inRange: boolean;
  rangeStart: boolean;
  rangeEnd: boolean;
  outside: boolean;
  disabled: boolean;
}

export interface MonthGridOptions {
  selected?: Dayjs | null;
  range?: readonly [Dayjs, Dayjs] | null;
  today?: Dayjs;
  bounds?: Bounds;
  /** 0 = Sunday … 6 = Saturday. */
  weekStart?: number;
}

/** Six full weeks, so the grid never changes height between months. */
export function monthGrid(month: Dayjs, options: MonthGridOptions = {}): CalendarDay[][] {
  const { selected, range, today = dayjs(), bounds = {}, weekStart = 1 } = options;
  const first = month.startOf('month');
  const lead = (first.day() - weekStart + 7) % 7;
  const start = first.subtract(lead, 'day');
  const weeks: CalendarDay[][] = [];
  for (let w = 0; w < 6; w += 1) {
    const week: CalendarDay[] = [];
    for (let d = 0; d < 7; d += 1) {
      const date = start.add(w * 7 + d, 'day');
      const [from, to] = range ?? [];
      week.push({
        date,
        key: date.format(DATE_VALUE_FORMAT),
        selected: Boolean(selected?.isSame(date, 'day')),
        today: date.isSame(today, 'day'),
        inRange: Boolean(from && to && !date.isBefore(from, 'day') && !date.isAfter(to, 'day')),
        rangeStart: Boolean(from?.isSame(date, 'day')),
        rangeEnd: Boolean(to?.isSame(date, 'day')),
        outside: !date.isSame(month, 'month'),
        disabled: isOutOfBounds(date, { ...bounds, unit: bounds.unit ?? 'day' }),
      });
    }
    weeks.push(week);
  }
  return weeks;
}

export function yearViewYears(viewed: Dayjs): number[] {
  const first = viewed.year() - YEAR_VIEW_YEARS_BEFORE;
  return Array.from({ length: YEAR_VIEW_SIZE }, (_, i) => first + i);
}

/** The 12 months as rows of MONTH_GRID_COLUMNS. */
export function monthRows(): number[][] {
  const rows: number[][] = [];
  for (let m = 0; m < 12; m += MONTH_GRID_COLUMNS)
    rows.push(Array.from({ length: MONTH_GRID_COLUMNS }, (_, i) => m + i));
  return rows;
}

/** Weekday indexes in display order, starting at weekStart. */
export function weekdayOrder(weekStart = 1): number[] {
  return Array.from({ length: 7 }, (_, i) => (weekStart + i) % 7);
}
