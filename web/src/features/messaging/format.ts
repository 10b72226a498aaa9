import { dateTimeFormat } from '../../lib/intl-format';

/** Dates in the reader's language, through Intl so every locale of §9 gets its own wording. */
export const formatTime = (iso: string, language: string) =>
  dateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

export const formatDay = (iso: string, language: string) =>
  dateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
