import type { MyShift, Swap } from '@ws/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeftRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiResponseError } from '../../../lib/api-client';
import { useApiErrorText } from '../../../lib/api-error';
import { dateTimeFormat } from '../../../lib/intl-format';
import { shiftDay, timeOf } from '../week';

/** The refusals a swap answers with, each worded on its own (swaps.json `refusal.*`). */
const REFUSALS = [
  'SWAP_NOT_SCHEDULABLE',
  'SWAP_POSITION',
  'SWAP_OVERLAP',
  'SWAP_TIME_OFF',
  'SWAP_UNAVAILABLE',
  'SWAP_OVER_HOURS',
  'SWAP_CLOSED',
] as const;
type Refusal = (typeof REFUSALS)[number];

const refusalOf = (error: unknown): Refusal | undefined => {
  if (!(error instanceof ApiResponseError)) return undefined;
  const code = (error.body as { error?: unknown } | null)?.error;
  return REFUSALS.find((r) => r === code);
};

/** Why a swap call failed, in words: the swap's own refusals, else the app's shared sentences. */
export function useSwapErrorText() {
  const { t } = useTranslation('swaps');
  const errorText = useApiErrorText();
  return (error: unknown) => {
    const refusal = refusalOf(error);
    return refusal ? t(`refusal.${refusal}`) : errorText(error);
  };
}

/** A weekday, month and day, as a shift's date reads beside its times. */
const DAY_PARTS = { weekday: 'short', month: 'short', day: 'numeric' } as const;

/** A shift as people read it: its day and times at its location, its position and place. */
export function ShiftWhen({ shift }: { shift: MyShift }) {
  const { i18n } = useTranslation('swaps');
  const tz = shift.location.timezone;
  const date = new Date(`${shiftDay(shift, tz)}T00:00:00`);
  const hours = `${timeOf(shift.start, tz)}–${timeOf(shift.end, tz)}`;
  return (
    <span className="swap-when">
      <strong>{dateTimeFormat(i18n.language || 'en', DAY_PARTS).format(date)}</strong> {hours} ·{' '}
      {[shift.position.name, shift.location.name].join(' · ')}
    </span>
  );
}

/** Who gives which shift to whom, and for a trade which shift comes back. */
export function SwapSummary({ swap }: { swap: Swap }) {
  const { t } = useTranslation('swaps');
  return (
    <span className="swap-summary">
      <span>
        {t(swap.kind === 'TRADE' ? 'summary.trade' : 'summary.drop', {
          from: swap.offered_by.name,
          to: swap.taken_by?.name ?? swap.colleague?.name ?? t('summary.anyone'),
        })}
      </span>
      <ShiftWhen shift={swap.shift} />
      {swap.counter_shift ? (
        <span>
          {t('summary.inReturn')} <ShiftWhen shift={swap.counter_shift} />
        </span>
      ) : null}
    </span>
  );
}

/**
 * The frame both sides' swaps sit in (My schedule's card, the schedule's panel): a heading with
 * its icon, then a loading line, the failure in words, or what `children` draws from the answer.
 */
export function SwapSection<T>({
  id,
  className,
  title,
  query,
  children,
}: {
  id: string;
  className: string;
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('swaps');
  const errorText = useSwapErrorText();
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>
        <ArrowLeftRight aria-hidden="true" size={18} /> {title}
      </h2>
      {query.isPending ? <p role="status">{t('loading')}</p> : null}
      {query.isError ? <p role="alert">{errorText(query.error)}</p> : null}
      {query.data ? children(query.data) : null}
    </section>
  );
}
