import { dateTimeFormat } from '../../../lib/intl-format';

/** A day and time in the reader's language and time zone. */
export const formatWhen = (iso: string, language: string) =>
  dateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
