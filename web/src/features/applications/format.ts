const DAY_MS = 86_400_000;

/** "3 days ago" in the reader's language; older than a month shows the date itself. */
export function formatAgo(iso: string, language: string, now = Date.now()): string {
  const days = Math.round((new Date(iso).getTime() - now) / DAY_MS);
  if (days < -30)
    return new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date(iso));
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day');
}

export const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );
