import type { TemplateSkipReason } from '@ws/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiResponseError } from '@/lib/api-client';
import { readApiError, useApiErrorText } from '@/lib/api-error';
import { dateTimeFormat } from '@/lib/intl-format';

/** A template's name: what the server would refuse, said before it is sent. */
export const NAME_MAX = 60;

/** The words for each reason a shift was left out. */
const SKIP_KEY: Record<TemplateSkipReason, string> = {
  OVERLAP: 'skip.overlap',
  TIME_OFF: 'skip.timeOff',
  UNAVAILABLE: 'skip.unavailable',
  NOT_SCHEDULABLE: 'skip.notSchedulable',
};

export const skipKey = (reason: TemplateSkipReason) => SKIP_KEY[reason];

/** A calendar day (YYYY-MM-DD) as "Tue 24 Nov" in the reader's language. */
export function useDayText() {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(i18n.language || 'en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return useCallback((day: string) => format.format(new Date(`${day}T00:00:00Z`)), [format]);
}

/** What is wrong with a name before it is sent, or null. */
export function useNameProblem() {
  const { t } = useTranslation('templates');
  return (name: string) =>
    name.trim() === ''
      ? t('errors.nameRequired')
      : name.trim().length > NAME_MAX
        ? t('errors.nameTooLong', { max: NAME_MAX })
        : null;
}

/**
 * A refused template call in words: the name the server's check (a 400) refuses is one already
 * taken, the week it refuses to save has no shifts; anything else, such as no access to the brand
 * or a template gone meanwhile, reads as the app's shared sentences even where it names a field.
 */
export function useTemplateErrorText() {
  const { t } = useTranslation('templates');
  const errorText = useApiErrorText();
  return (error: unknown) => {
    const { field } = readApiError(error);
    const checked = error instanceof ApiResponseError && error.status === 400;
    if (checked && field === 'name') return t('errors.nameTaken');
    if (checked && field === 'week_start') return t('errors.emptyWeek');
    return errorText(error);
  };
}
