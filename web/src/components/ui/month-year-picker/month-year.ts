import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** §2: the month-year picker shows MM/YYYY and holds YYYY-MM. */
export const MONTH_YEAR_DISPLAY_FORMAT = 'MM/YYYY';
export const MONTH_YEAR_VALUE_FORMAT = 'YYYY-MM';
/** §9: the year picker pages 12 years at a time. */
export const YEAR_PAGE_SIZE = 12;

export function parseMonthYear(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const parsed = dayjs(value, MONTH_YEAR_VALUE_FORMAT, true);
  return parsed.isValid() ? parsed : null;
}

export function displayMonthYear(value: string | null | undefined): string {
  return parseMonthYear(value)?.format(MONTH_YEAR_DISPLAY_FORMAT) ?? '';
}

export function monthYearValue(year: number, month: number): string {
  return dayjs(new Date(year, month, 1)).format(MONTH_YEAR_VALUE_FORMAT);
}

/** Pages are aligned to multiples of 12 so a year always lands on the same page. */
export function yearPage(year: number, pageSize = YEAR_PAGE_SIZE): number[] {
  const first = Math.floor(year / pageSize) * pageSize;
  return Array.from({ length: pageSize }, (_, i) => first + i);
}
