import { describe, expect, it } from 'vitest';
import {
  displayMonthYear,
  monthYearValue,
  parseMonthYear,
  YEAR_PAGE_SIZE,
  yearPage,
} from './month-year';

describe('month-year and year pickers (§2, §9)', () => {
  it('[R2-42] shows MM/YYYY and holds YYYY-MM', () => {
    expect(monthYearValue(2026, 2)).toBe('2026-03');
    expect(displayMonthYear('2026-03')).toBe('03/2026');
    expect(parseMonthYear('2026-3')).toBeNull();
    expect(displayMonthYear('garbage')).toBe('');
  });

  it('[R2-43] [R9-11] pages the year picker 12 years at a time', () => {
    expect(YEAR_PAGE_SIZE).toBe(12);
    const page = yearPage(2026);
    expect(page).toHaveLength(12);
    expect(page).toContain(2026);
    expect(yearPage(page[0] ?? 0)).toEqual(page);
    expect(yearPage((page.at(-1) ?? 0) + 1)[0]).toBe((page.at(-1) ?? 0) + 1);
  });
});
