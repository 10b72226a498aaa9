import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  DATE_DISPLAY_FORMAT,
  DATE_VALUE_FORMAT,
  isOutOfBounds,
  MONTH_GRID_COLUMNS,
  monthGrid,
  monthRows,
  parseStrict,
  viewAbove,
  viewBelow,
  weekdayOrder,
  yearViewYears,
} from './calendar';

const d = (s: string) => dayjs(s, DATE_VALUE_FORMAT, true);

describe('date picker calendar (§4, §5, §9)', () => {
  it('[R2-40] [R4-24] drills DAY → MONTH → YEAR and back down on selection', () => {
    expect(viewAbove('DAY')).toBe('MONTH');
    expect(viewAbove('MONTH')).toBe('YEAR');
    expect(viewAbove('YEAR')).toBe('YEAR');
    expect(viewBelow('YEAR')).toBe('MONTH');
    expect(viewBelow('MONTH')).toBe('DAY');
  });

  it('[R5-10] accepts typed dates only when they strictly parse in the format', () => {
    expect(DATE_VALUE_FORMAT).toBe('YYYY-MM-DD');
    expect(DATE_DISPLAY_FORMAT).toBe('MMM DD, YYYY');
    expect(parseStrict('2026-03-09')?.format(DATE_DISPLAY_FORMAT)).toBe('Mar 09, 2026');
    expect(parseStrict('2026-3-9')).toBeNull();
    expect(parseStrict('2026-02-30')).toBeNull();
    expect(parseStrict('09/03/2026')).toBeNull();
    expect(parseStrict('09/03/2026', 'DD/MM/YYYY')?.format(DATE_VALUE_FORMAT)).toBe('2026-03-09');
    expect(parseStrict('hello')).toBeNull();
  });

  it('[R5-11] disables days before min or after max, compared at day, month or year', () => {
    const bounds = { min: '2026-03-10', max: '2026-05-20' };
    expect(isOutOfBounds(d('2026-03-09'), bounds)).toBe(true);
    expect(isOutOfBounds(d('2026-03-10'), bounds)).toBe(false);
    expect(isOutOfBounds(d('2026-05-21'), bounds)).toBe(true);
    expect(isOutOfBounds(d('2026-03-01'), { ...bounds, unit: 'month' })).toBe(false);
    expect(isOutOfBounds(d('2026-02-28'), { ...bounds, unit: 'month' })).toBe(true);
    expect(isOutOfBounds(d('2026-01-01'), { ...bounds, unit: 'year' })).toBe(false);
    expect(isOutOfBounds(d('2027-01-01'), { ...bounds, unit: 'year' })).toBe(true);
  });

  it('[R5-11] ignores invalid bounds', () => {
    expect(isOutOfBounds(d('1999-01-01'), { min: 'not a date', max: '2026-13-45' })).toBe(false);
    expect(isOutOfBounds(d('1999-01-01'), { min: new Date(Number.NaN) })).toBe(false);
    expect(isOutOfBounds(d('2030-01-01'), { min: 'bad', max: '2029-12-31' })).toBe(true);
  });

  it('[R4-24] marks days selected, today, in range, first or last in range, outside the month, disabled', () => {
    const weeks = monthGrid(d('2026-03-01'), {
      selected: d('2026-03-12'),
      today: d('2026-03-05'),
      range: [d('2026-03-10'), d('2026-03-14')],
      bounds: { max: '2026-03-25' },
    });
    const days = weeks.flat();
    const day = (key: string) => days.find((x) => x.key === key);
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(day('2026-03-12')).toMatchObject({
      selected: true,
      inRange: true,
      rangeStart: false,
      rangeEnd: false,
    });
    expect(day('2026-03-05')).toMatchObject({ today: true, selected: false });
    expect(day('2026-03-10')).toMatchObject({ rangeStart: true, inRange: true });
    expect(day('2026-03-14')).toMatchObject({ rangeEnd: true, inRange: true });
    expect(day('2026-03-15')?.inRange).toBe(false);
    expect(day('2026-02-23')).toMatchObject({ outside: true });
    expect(day('2026-03-26')).toMatchObject({ disabled: true });
    expect(day('2026-03-25')).toMatchObject({ disabled: false });
  });

  it('[R2-41] starts weeks on Monday by default and on any given day', () => {
    expect(monthGrid(d('2026-03-01'))[0]?.[0]?.key).toBe('2026-02-23');
    expect(monthGrid(d('2026-03-01'), { weekStart: 0 })[0]?.[0]?.key).toBe('2026-03-01');
    expect(weekdayOrder()).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder(6)).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });

  it('[R9-11] shows 12 years starting 8 before the current one, and 12 months in 3 columns', () => {
    const years = yearViewYears(d('2026-06-01'));
    expect(years).toHaveLength(12);
    expect(years[0]).toBe(2018);
    expect(years.at(-1)).toBe(2029);
    expect(MONTH_GRID_COLUMNS).toBe(3);
    expect(monthRows()).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
      [9, 10, 11],
    ]);
  });
});
