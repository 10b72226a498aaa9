import { dateTimeFormat, relativeTimeFormat } from './intl-format';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Within this many days a list says "3 days ago" or "in 2 days"; beyond, the date itself. */
const RELATIVE_DAYS = 7;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DAY_IN_TEXT = /\b(\d{4}-\d{2}-\d{2})(?!T|\d)/g;

/** A calendar day (YYYY-MM-DD) is read as that day here, not as midnight in London. */
const toDate = (value: string | Date) =>
  value instanceof Date ? value : new Date(ISO_DAY.test(value) ? `${value}T00:00:00` : value);

const startOfDay = (at: Date) => new Date(at.getFullYear(), at.getMonth(), at.getDate()).getTime();

/** The locale's own date: "Oct 23, 2026" in English, "23 oct. 2026" in French, Arabic digits in Arabic. */
export const formatDay = (value: string | Date, language: string) =>
  dateTimeFormat(language, { dateStyle: 'medium' }).format(toDate(value));

/**
 * The one rule every list reads a date by: within a week of now it is relative ("5 minutes ago",
 * "3 hours ago", "yesterday", "in 2 days"), beyond it the locale's date ("Oct 23, 2026"). A calendar
 * day (YYYY-MM-DD) is never read to the hour: it is "today", "tomorrow" or "in 3 days".
 */
export function formatWhen(value: string | Date, language: string, now = Date.now()): string {
  const at = toDate(value);
  const relative = relativeTimeFormat(language, { numeric: 'auto' });
  const dayOnly = typeof value === 'string' && ISO_DAY.test(value);
  const ms = at.getTime() - now;
  if (!dayOnly && Math.abs(ms) < MINUTE_MS) return relative.format(0, 'second');
  if (!dayOnly && Math.abs(ms) < HOUR_MS)
    return relative.format(Math.round(ms / MINUTE_MS), 'minute');
  if (!dayOnly && Math.abs(ms) < 12 * HOUR_MS)
    return relative.format(Math.round(ms / HOUR_MS), 'hour');
  const days = Math.round((startOfDay(at) - startOfDay(new Date(now))) / DAY_MS);
  if (Math.abs(days) < RELATIVE_DAYS) return relative.format(days, 'day');
  return formatDay(at, language);
}

/** Text from the server with calendar days in it ("week of 2026-11-23"), each day in the locale's words. */
export const withLocalDays = (text: string, language: string) =>
  text.replace(ISO_DAY_IN_TEXT, (day: string) => formatDay(day, language));

/** The first calendar day a text names, if any ("Schedule published for the week of 2026-11-23"). */
export const dayIn = (text: string): string | undefined => text.match(ISO_DAY_IN_TEXT)?.[0];
