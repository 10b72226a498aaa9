import { dateTimeFormat, relativeTimeFormat } from '../../lib/intl-format';

const DAY_MS = 86_400_000;

/** "3 days ago" in the reader's language; older than a month shows the date itself. */
export function formatAgo(iso: string, language: string, now = Date.now()): string {
  const days = Math.round((new Date(iso).getTime() - now) / DAY_MS);
  if (days < -30)
    return dateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date(iso));
  return relativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day');
}

export const formatDate = (iso: string, language: string) =>
  dateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );
