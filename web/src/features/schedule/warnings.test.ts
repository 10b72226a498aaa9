import type { TimeOff } from '@ws/contracts';
import { describe, expect, it } from 'vitest';
import { isoWeekday, OVERTIME_HOURS, scheduleWarnings, timeOffOn } from './warnings';
import { weekFromParam } from './week';
import dayjs from 'dayjs';

const shift = (
  id: string,
  user: string,
  day: string,
  from = '09:00',
  to = '17:00',
  breakMinutes = 0,
) => ({
  id,
  user_id: user,
  start: `${day}T${from}:00Z`,
  end: `${day}T${to}:00Z`,
  break_minutes: breakMinutes,
});
const off = (over: Partial<TimeOff>): TimeOff => ({
  id: 'to-1',
  person_id: 'u-1',
  name: 'Ann Lee',
  start_date: '2030-01-08',
  end_date: '2030-01-09',
  reason: null,
  status: 'APPROVED',
  requested_at: '2030-01-01T00:00:00Z',
  decided_at: null,
  employee_ids: ['e-1'],
  ...over,
});

describe('schedule warnings before publish (§9)', () => {
  it('weeks start on Monday: any day of the week maps to its Monday, and Monday is ISO weekday 1', () => {
    expect(weekFromParam('2030-01-09')).toBe('2030-01-07');
    expect(weekFromParam(null, dayjs('2030-01-13'))).toBe('2030-01-07');
    expect(isoWeekday('2030-01-07')).toBe(1);
    expect(isoWeekday('2030-01-13')).toBe(7);
  });

  it(`overtime: more than ${OVERTIME_HOURS} paid hours in the week warns; exactly ${OVERTIME_HOURS} does not`, () => {
    const five = ['07', '08', '09', '10', '11'].map((d, i) =>
      shift(`s${i}`, 'e-1', `2030-01-${d}`, '09:00', '17:30', 30),
    );
    expect(scheduleWarnings(five, [], [], 'UTC')).toEqual([]);
    const six = [...five, shift('s5', 'e-1', '2030-01-12', '09:00', '10:00')];
    expect(scheduleWarnings(six, [], [], 'UTC')).toEqual([
      { kind: 'overtime', employeeId: 'e-1', hours: 41 },
    ]);
  });

  it('a shift on a day of pending or approved time off warns; a declined request blocks nothing', () => {
    const s = shift('s1', 'e-1', '2030-01-08');
    expect(scheduleWarnings([s], [off({ status: 'PENDING' })], [], 'UTC')).toEqual([
      { kind: 'timeOff', employeeId: 'e-1', shiftId: 's1', day: '2030-01-08', status: 'PENDING' },
    ]);
    expect(scheduleWarnings([s], [off({ status: 'DECLINED' })], [], 'UTC')).toEqual([]);
    expect(timeOffOn([off({})], 'e-1', '2030-01-10')).toBeUndefined();
    expect(timeOffOn([off({})], 'e-2', '2030-01-08')).toBeUndefined();
  });

  it('a shift on an unavailable day, or outside the declared hours, warns', () => {
    const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
      weekday === 7
        ? { weekday, available: false, from: null, to: null }
        : { weekday, available: true, from: '08:00', to: '16:00' },
    );
    const availability = [{ employee_id: 'e-1', days }];
    expect(scheduleWarnings([shift('sun', 'e-1', '2030-01-13')], [], availability, 'UTC')).toEqual([
      { kind: 'unavailable', employeeId: 'e-1', shiftId: 'sun', day: '2030-01-13' },
    ]);
    expect(
      scheduleWarnings(
        [shift('late', 'e-1', '2030-01-08', '09:00', '17:00')],
        [],
        availability,
        'UTC',
      ),
    ).toHaveLength(1);
    expect(
      scheduleWarnings(
        [shift('fits', 'e-1', '2030-01-08', '08:00', '16:00')],
        [],
        availability,
        'UTC',
      ),
    ).toEqual([]);
  });
});
