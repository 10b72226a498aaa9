import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { canGoToNextWeek, canGoToPreviousWeek, DEFAULT_WEEK_START, weekDays } from './week';

const fmt = (days: dayjs.Dayjs[]) => days.map((x) => x.format('YYYY-MM-DD'));

describe('week picker (§2, §5)', () => {
  it('[R2-41] shows 7 days from Monday by default', () => {
    expect(DEFAULT_WEEK_START).toBe(1);
    const days = weekDays(dayjs('2026-03-12'));
    expect(days).toHaveLength(7);
    expect(fmt(days)[0]).toBe('2026-03-09');
    expect(fmt(days)[6]).toBe('2026-03-15');
  });

  it('[R2-41] starts on a configured day', () => {
    expect(fmt(weekDays(dayjs('2026-03-12'), 0))[0]).toBe('2026-03-08');
    expect(fmt(weekDays(dayjs('2026-03-12'), 4))[0]).toBe('2026-03-12');
    expect(fmt(weekDays(dayjs('2026-03-11'), 4))[0]).toBe('2026-03-05');
  });

  it('[R5-12] disables next and previous when they would pass max or min', () => {
    const week = dayjs('2026-03-12');
    expect(canGoToNextWeek(week, '2026-03-15')).toBe(false);
    expect(canGoToNextWeek(week, '2026-03-16')).toBe(true);
    expect(canGoToPreviousWeek(week, '2026-03-09')).toBe(false);
    expect(canGoToPreviousWeek(week, '2026-03-08')).toBe(true);
    expect(canGoToNextWeek(week, 'not a date')).toBe(true);
    expect(canGoToPreviousWeek(week, undefined)).toBe(true);
  });
});
