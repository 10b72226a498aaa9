import { useTranslation } from 'react-i18next';
import { ApiResponseError } from '@/lib/api-client';
import { useApiErrorText } from '@/lib/api-error';
import { numberFormat } from '@/lib/intl-format';
import { MAX_DAY_SALES, WEEKDAYS } from '@ws/contracts';

/** A whole percentage in the reader's language ("34%", "34 %"). */
export function usePercentText() {
  const { i18n } = useTranslation();
  const format = numberFormat(i18n.language || 'en', {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  return (percent: number) => format.format(percent / 100);
}

/** The most a day's projection may be, as the reader writes numbers. */
export function useMaxSalesText() {
  const { i18n } = useTranslation();
  return numberFormat(i18n.language || 'en').format(MAX_DAY_SALES);
}

/** The raw field a refusal named (`body.sales.tue`), which says which day was refused. */
const rawField = (error: unknown) =>
  error instanceof ApiResponseError &&
  typeof error.body === 'object' &&
  error.body !== null &&
  'field' in error.body &&
  typeof error.body.field === 'string'
    ? error.body.field
    : '';

/** Which day (0 for Monday) a refused projection named, or null. */
export function refusedDay(error: unknown): number | null {
  const [where, field, name] = rawField(error).split('.');
  const day = WEEKDAYS.findIndex((d) => d === name);
  return where === 'body' && field === 'sales' && day >= 0 ? day : null;
}

/**
 * A refused labour call in words: the server's own check (a 400) on a day's amount names that day,
 * on the target says its range; anything else (no access, signed out, offline) reads as the app's
 * shared sentences. `dayOf` gives the refused day's words from its index, Monday first.
 */
export function useLabourErrorText() {
  const { t } = useTranslation('labour');
  const errorText = useApiErrorText();
  const max = useMaxSalesText();
  return (error: unknown, dayOf?: (index: number) => string) => {
    const checked = error instanceof ApiResponseError && error.status === 400;
    const field = rawField(error);
    const day = refusedDay(error);
    if (checked && day !== null && dayOf) return t('errors.amountOn', { day: dayOf(day), max });
    if (checked && field === 'body.target_percent') return t('errors.target');
    return errorText(error);
  };
}
