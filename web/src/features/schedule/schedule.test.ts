import type { Shift } from '@ws/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { labourCost, paidHours, suggestedRate, weekTotals } from './totals';
import { daysOfWeek, movedShift, shiftDay, shiftInterval, timeOf, weekFromParam } from './week';

const local = (text: string) => dayjs(text).toISOString();
const shift = (user: string, start: string, end: string, breakMinutes = 0, rate = 20): Shift => ({
  id: `${user}-${start}`,
  brand_id: 'CH-1',
  user_id: user,
  position: { id: 'po-1', name: 'Cook' },
  start: local(start),
  end: local(end),
  break_minutes: breakMinutes,
  published: false,
  hourly_rate: rate,
});

describe('schedule week', () => {
  it('[R2-41] a week is named by its Monday, whichever day the URL gives', () => {
    expect(weekFromParam('2026-11-22')).toBe('2026-11-16');
    expect(weekFromParam('2026-11-16')).toBe('2026-11-16');
    expect(weekFromParam('not-a-date', dayjs('2026-11-19'))).toBe('2026-11-16');
    expect(weekFromParam('2026-02-31', dayjs('2026-11-19'))).toBe('2026-11-16');
    expect(weekFromParam(null, dayjs('2026-11-19'))).toBe('2026-11-16');
  });

  it('[R2-41] lists seven days, Monday first', () => {
    const days = daysOfWeek('2026-11-16');
    expect(days).toHaveLength(7);
    expect(days[0]).toBe('2026-11-16');
    expect(days[6]).toBe('2026-11-22');
  });

  it('builds a shift from a day and two times, running past midnight when the end is earlier', () => {
    expect(shiftInterval('2026-11-16', '09:00', '17:00')).toEqual({
      start: local('2026-11-16T09:00'),
      end: local('2026-11-16T17:00'),
    });
    expect(shiftInterval('2026-11-16', '18:00', '02:00').end).toBe(local('2026-11-17T02:00'));
  });

  it('moves a shift to another day keeping its times; an overnight shift belongs to its first day', () => {
    const s = shift('a', '2026-11-16T22:00', '2026-11-17T06:00');
    expect(shiftDay(s)).toBe('2026-11-16');
    expect(movedShift(s, '2026-11-19')).toEqual({
      start: local('2026-11-19T22:00'),
      end: local('2026-11-20T06:00'),
    });
  });
});

describe('schedule time zones', () => {
  it('reads each instant as dayjs does in the zone, midnight and the clock changes included', () => {
    const zones = [
      undefined,
      'America/Chicago',
      'Europe/Berlin',
      'Asia/Kolkata',
      'Pacific/Auckland',
    ];
    // Every 37 minutes over the days around the autumn and spring clock changes, and a midnight.
    const starts = [Date.parse('2026-03-07T00:00:00Z'), Date.parse('2026-10-24T00:00:00Z')];
    const instants = starts.flatMap((from) =>
      Array.from({ length: 250 }, (_, i) => new Date(from + i * 37 * 60_000).toISOString()),
    );
    instants.push('2026-11-16T06:00:00.000Z');
    for (const tz of zones) {
      for (const iso of instants) {
        const expected = tz ? dayjs(iso).tz(tz) : dayjs(iso);
        expect(shiftDay({ start: iso }, tz)).toBe(expected.format('YYYY-MM-DD'));
        expect(timeOf(iso, tz)).toBe(expected.format('HH:mm'));
      }
    }
  });

  it("reads and writes shifts in the location's time zone, whatever the browser's", () => {
    const s = { start: '2026-11-16T14:00:00.000Z', end: '2026-11-16T22:00:00.000Z' };
    expect(timeOf(s.start, 'America/Chicago')).toBe('08:00');
    expect(shiftDay({ start: '2026-11-17T03:00:00.000Z' }, 'America/Chicago')).toBe('2026-11-16');
    expect(shiftInterval('2026-11-16', '08:00', '16:00', 'America/Chicago')).toEqual(s);
    expect(shiftInterval('2026-11-16', '22:00', '02:00', 'America/Chicago').end).toBe(
      '2026-11-17T08:00:00.000Z',
    );
    expect(movedShift(s, '2026-11-18', 'America/Chicago')).toEqual({
      start: '2026-11-18T14:00:00.000Z',
      end: '2026-11-18T22:00:00.000Z',
    });
  });
});

describe('schedule totals', () => {
  const days = daysOfWeek('2026-11-16');
  const shifts = [
    shift('a', '2026-11-16T09:00', '2026-11-16T17:00', 30, 20),
    shift('a', '2026-11-17T09:00', '2026-11-17T13:00', 0, 20),
    shift('b', '2026-11-16T12:00', '2026-11-16T20:00', 60, 18),
    shift('b', '2026-11-24T12:00', '2026-11-24T20:00', 0, 18),
  ];

  it('counts paid hours less the break and labour cost at the hourly rate', () => {
    expect(paidHours(shifts[0]!)).toBe(7.5);
    expect(labourCost(shifts[0]!)).toBe(150);
  });

  it('totals hours and cost per person, per day and for the week, ignoring other weeks', () => {
    const totals = weekTotals(shifts, days);
    expect(totals.byUser.get('a')).toEqual({ hours: 11.5, cost: 230, shifts: 2 });
    expect(totals.byUser.get('b')).toEqual({ hours: 7, cost: 126, shifts: 1 });
    expect(totals.byDay.get('2026-11-16')).toEqual({ hours: 14.5, cost: 276, shifts: 2 });
    expect(totals.byDay.get('2026-11-18')).toEqual({ hours: 0, cost: 0, shifts: 0 });
    expect(totals.week).toEqual({ hours: 18.5, cost: 356, shifts: 3 });
  });

  it("suggests the person's latest rate for a new shift", () => {
    expect(suggestedRate(shifts, 'b', 15)).toBe(18);
    expect(suggestedRate(shifts, 'z', 15)).toBe(15);
  });
});
