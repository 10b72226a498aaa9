import { beforeEach, describe, expect, it } from 'vitest';
import { personalConflict } from '../src/db/scheduling/personal-availability.ts';
import { seedWorld } from '../src/db/seed.ts';
import type { World } from '../src/db/types.ts';

const PERSON = 'person-under-test';
const MONDAY = '2030-01-14';
const SUNDAY = '2030-01-20';

describe('a person’s own conflicts with a shift, shared by templates and swaps', () => {
  let world: World;
  beforeEach(() => {
    world = seedWorld({ now: Date.UTC(2030, 0, 1) });
  });

  const timeOff = (status: 'PENDING' | 'APPROVED' | 'DECLINED') =>
    world.extensions.workday.timeOff.set('to-test', {
      id: 'to-test',
      person_id: PERSON,
      name: 'x',
      start_date: MONDAY,
      end_date: MONDAY,
      reason: null,
      status,
      requested_at: 0,
      decided_at: null,
      decided_by: null,
    });

  it('time off asked for blocks the day whether approved or still pending; a declined request does not', () => {
    for (const [status, expected] of [
      ['APPROVED', 'TIME_OFF'],
      ['PENDING', 'TIME_OFF'],
      ['DECLINED', null],
    ] as const) {
      timeOff(status);
      expect(personalConflict(world, PERSON, MONDAY, '09:00', '17:00')).toBe(expected);
    }
    expect(personalConflict(world, PERSON, '2030-01-15', '09:00', '17:00')).toBeNull();
  });

  it('a day declared off is unavailable; a weekday never declared is no statement against it', () => {
    world.extensions.workday.availability.set(PERSON, [
      { weekday: 7, available: false, from: null, to: null },
    ]);
    expect(personalConflict(world, PERSON, SUNDAY, '09:00', '17:00')).toBe('UNAVAILABLE');
    expect(personalConflict(world, PERSON, MONDAY, '09:00', '17:00')).toBeNull();
  });

  it('hours outside the declared window are unavailable; an overnight shift is held to the window by its start only', () => {
    world.extensions.workday.availability.set(PERSON, [
      { weekday: 1, available: true, from: '08:00', to: '18:00' },
    ]);
    expect(personalConflict(world, PERSON, MONDAY, '08:00', '18:00')).toBeNull();
    expect(personalConflict(world, PERSON, MONDAY, '07:30', '12:00')).toBe('UNAVAILABLE');
    expect(personalConflict(world, PERSON, MONDAY, '12:00', '18:30')).toBe('UNAVAILABLE');
    expect(personalConflict(world, PERSON, MONDAY, '17:00', '01:00')).toBeNull();
  });
});
