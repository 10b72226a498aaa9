import type { MyShift } from '@ws/contracts';
import { Repeat } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastStore } from '../../../../components/feedback/toast-store';
import { Button } from '../../../../components/ui/button/button';
import { useCancelSwap, useMySwaps, useOfferSwap } from '../../swaps/api';
import { ShiftWhen, useSwapErrorText } from '../../swaps/swap-words';
import '../../swaps/swaps.css';

/** Giving a shift away to anyone qualified, or trading it for a named colleague's shift. */
function OfferDialog({ shift, onClose }: { shift: MyShift; onClose: () => void }) {
  const { t } = useTranslation('swaps');
  const errorText = useSwapErrorText();
  const toast = useToastStore((s) => s.show);
  const ref = useRef<HTMLDialogElement>(null);
  const swaps = useMySwaps();
  const offer = useOfferSwap();
  const [counter, setCounter] = useState('');
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  // A trade stays at one location and one position: the colleague must be able to work this shift.
  const options = (swaps.data?.trade_options ?? []).filter(
    (o) => o.shift.location.id === shift.location.id && o.shift.position.id === shift.position.id,
  );
  const failure = offer.isError ? errorText(offer.error) : null;
  /** One way to give the shift: to anyone qualified (''), or for a colleague's shift. */
  const choice = (value: string, label: ReactNode) => (
    <label key={value || 'anyone'}>
      <input
        type="radio"
        name="swap-kind"
        checked={counter === value}
        onChange={() => setCounter(value)}
      />
      {label}
    </label>
  );
  const cancel = (
    <Button type="button" variant="secondary" onClick={onClose}>
      {t('cancel')}
    </Button>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    offer.mutate(
      { shift_id: shift.id, counter_shift_id: counter || null },
      {
        onSuccess: () => {
          toast({ message: t(counter ? 'offer.proposed' : 'offer.offered'), variant: 'success' });
          onClose();
        },
      },
    );
  };
  return (
    <dialog ref={ref} className="wd-dialog" aria-labelledby="swap-offer-title" onCancel={onClose}>
      <form className="wd-form" onSubmit={submit}>
        <h2 id="swap-offer-title">{t('offer.title')}</h2>
        <p>
          <ShiftWhen shift={shift} />
        </p>
        <fieldset className="swap-choice">
          <legend>{t('offer.how')}</legend>
          {choice('', t('offer.drop'))}
          {options.map((o) =>
            choice(
              o.shift.id,
              <span>
                {t('offer.tradeWith', { who: o.colleague.name })} <ShiftWhen shift={o.shift} />
              </span>,
            ),
          )}
          {swaps.data && options.length === 0 ? <p>{t('offer.noTrades')}</p> : null}
        </fieldset>
        {failure ? (
          <p role="alert" className="wd-error">
            {failure}
          </p>
        ) : null}
        <div className="wd-actions">
          {cancel}
          <Button type="submit" busy={offer.isPending}>
            {t(counter ? 'offer.propose' : 'offer.submit')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * On a shift of My schedule: offer it, or see and withdraw its offer. Only a shift that has not
 * started may be offered, so a shift under way or past shows nothing.
 */
export function SwapOffer({ shift, now }: { shift: MyShift; now: number }) {
  const { t } = useTranslation('swaps');
  const errorText = useSwapErrorText();
  const toast = useToastStore((s) => s.show);
  const swaps = useMySwaps();
  const cancel = useCancelSwap();
  const [open, setOpen] = useState(false);
  if (Date.parse(shift.start) <= now || !swaps.data) return null;
  const live = swaps.data.mine.find(
    (s) =>
      (s.status === 'OPEN' || s.status === 'PENDING') &&
      s.shift.id === shift.id &&
      s.offered_by.employee_id === shift.user_id,
  );
  // The dialog outlives the offer it sends (the list read again shows the offer before it
  // closes), so it keeps one place in the tree whichever control stands beside it.
  return (
    <>
      {live ? (
        <span className="swap-offered">
          <span className="wd-status wd-status--pending">{t(`status.${live.status}`)}</span>
          <Button
            size="sm"
            variant="ghost"
            busy={cancel.isPending}
            onClick={() =>
              cancel.mutate(live.id, {
                onSuccess: () => toast({ message: t('offer.withdrawn'), variant: 'success' }),
                onError: (error) => toast({ message: errorText(error), variant: 'danger' }),
              })
            }
          >
            {t('offer.withdraw')}
          </Button>
        </span>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          <Repeat aria-hidden="true" size={16} />
          {t('offer.button')}
        </Button>
      )}
      {open ? <OfferDialog shift={shift} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
