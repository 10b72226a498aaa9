import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TIME_STEP,
  durationLabel,
  parseTime,
  stepTime,
  TIME_FORMAT,
  timeOptions,
  TOO_MANY_OPTIONS_WARNING,
} from './time-options';

const at = (s: string) => dayjs(`2026-03-12T${s}`);
const labels = (o: { label: string }[]) => o.map((x) => x.label);

describe('time options (§5, §9)', () => {
  it('[R5-13] [R8-13] offers no options when span/step exceeds 200, with the developer warning', () => {
    const warn = vi.fn();
    expect(timeOptions({ start: at('00:00'), end: at('23:59'), step: 5, warn })).toEqual([]);
    expect(warn).toHaveBeenCalledWith(TOO_MANY_OPTIONS_WARNING);
    expect(TOO_MANY_OPTIONS_WARNING).toBe('Too many options for time picker');
    const ok = vi.fn();
    expect(timeOptions({ start: at('00:00'), end: at('10:00'), step: 3, warn: ok })).toHaveLength(
      199,
    );
    expect(ok).not.toHaveBeenCalled();
  });

  it('[R5-13] rounds the first option up to the next multiple of the step', () => {
    expect(labels(timeOptions({ start: at('09:07'), end: at('10:00'), step: 15 }))).toEqual([
      '09:15',
      '09:30',
      '09:45',
    ]);
    expect(labels(timeOptions({ start: at('09:00'), end: at('10:00'), step: 30 }))).toEqual([
      '09:30',
    ]);
  });

  it('[R5-13] includes start and end only when asked', () => {
    const both = timeOptions({
      start: at('09:07'),
      end: at('10:00'),
      step: 30,
      includeStart: true,
      includeEnd: true,
    });
    expect(labels(both)).toEqual(['09:07', '09:30', '10:00']);
    expect(
      labels(timeOptions({ start: at('09:07'), end: at('10:00'), step: 30, includeEnd: true })),
    ).toEqual(['09:30', '10:00']);
  });

  it('[R9-11] labels durations in hrs and m when asked, and flags the next day', () => {
    expect(durationLabel(30)).toBe('30 m');
    expect(durationLabel(120)).toBe('2 hrs');
    expect(durationLabel(90)).toBe('1 hrs 30 m');
    const night = timeOptions({
      start: at('23:00'),
      end: at('23:00').add(2, 'hour'),
      step: 60,
      withDuration: true,
      includeEnd: true,
    });
    expect(night.map((o) => [o.label, o.duration, o.nextDay])).toEqual([
      ['00:00', '1 hrs', true],
      ['01:00', '2 hrs', true],
    ]);
    expect(
      timeOptions({ start: at('09:00'), end: at('10:00'), step: 30 })[0]?.duration,
    ).toBeUndefined();
  });

  it('[R9-11] the time input reads HH:mm and steps 1 minute by default', () => {
    expect(TIME_FORMAT).toBe('HH:mm');
    expect(DEFAULT_TIME_STEP).toBe(1);
    expect(parseTime('9:5')).toBeNull();
    expect(parseTime('09:05')).toEqual({ hours: 9, minutes: 5 });
    expect(parseTime('24:00')).toBeNull();
    expect(stepTime('09:59', 1)).toBe('10:00');
    expect(stepTime('00:00', -1)).toBe('23:59');
    expect(stepTime('09:00', 2, 15)).toBe('09:30');
  });
});
