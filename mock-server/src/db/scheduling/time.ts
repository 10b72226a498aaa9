/** Calendar days as YYYY-MM-DD, and wall-clock times in a location's own time zone. */

export const DAY_MS = 86_400_000;

export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string =>
  isoDay(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);

/** The Monday on or before `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    const numeric = 'numeric' as const;
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: numeric,
      month: numeric,
      day: numeric,
      hour: numeric,
      minute: numeric,
      second: numeric,
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The zone's wall clock at `ms`, read as if it were UTC. */
function wallClock(ms: number, timeZone: string): number {
  const part = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(
    part.year ?? 1970,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
    part.second ?? 0,
  );
}

/** The calendar day it is at `ms` in `timeZone`. */
export const localDay = (ms: number, timeZone: string): string => isoDay(wallClock(ms, timeZone));

const offsets = new Map<string, number>();
/** The zone's offset from UTC on a day, read at noon: away from the small-hours daylight-saving switch. */
function offsetOn(day: string, timeZone: string): number {
  const key = `${timeZone}|${day}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const noon = Date.parse(`${day}T12:00:00Z`);
    offset = wallClock(noon, timeZone) - noon;
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * When `minutes` after midnight of `day` (past 1440 runs into the next day) happens in `timeZone`.
 * Times are read with that calendar day's daytime offset (cached: seeding asks thousands of times),
 * so only the hour of a daylight-saving switch itself could come out an hour off.
 */
export function zonedInstant(day: string, minutes: number, timeZone: string): number {
  const onDay = addDays(day, Math.floor(minutes / 1440));
  return Date.parse(`${onDay}T00:00:00Z`) + (minutes % 1440) * 60_000 - offsetOn(onDay, timeZone);
}

/** Seeded timestamps fall on whole minutes, as people would have written them. */
export const wholeMinute = (ms: number): string =>
  new Date(Math.floor(ms / 60_000) * 60_000).toISOString();
