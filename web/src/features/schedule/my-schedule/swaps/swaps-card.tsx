import { useTranslation } from 'react-i18next';
import { useToastStore } from '../../../../components/feedback/toast-store';
import { Button } from '../../../../components/ui/button/button';
import { useMySwaps, useTakeSwap } from '../../swaps/api';
import { SwapSection, SwapSummary, useSwapErrorText } from '../../swaps/swap-words';
import '../../swaps/swaps.css';

/** My schedule: shifts colleagues offered that this person may take, and their own swaps' progress. */
export function SwapsCard() {
  const { t } = useTranslation('swaps');
  const errorText = useSwapErrorText();
  const toast = useToastStore((s) => s.show);
  const take = useTakeSwap();
  const takeOne = (swapId: string) =>
    take.mutate(swapId, {
      onSuccess: (taken) =>
        toast({
          message: t(taken.status === 'APPROVED' ? 'mine.takenNow' : 'mine.taken'),
          variant: 'success',
        }),
      onError: (error) => toast({ message: errorText(error), variant: 'danger' }),
    });
  return (
    <SwapSection
      id="swaps-title"
      className="wd-card swap-card"
      title={t('mine.title')}
      query={useMySwaps()}
    >
      {({ available, mine }) => (
        <>
          <h3>{t('mine.available')}</h3>
          {available.length === 0 ? <p>{t('mine.noneAvailable')}</p> : null}
          <ul className="wd-list">
            {available.map((swap) => (
              <li key={swap.id} className="wd-list__item" data-swap-id={swap.id}>
                <SwapSummary swap={swap} />
                <Button
                  size="sm"
                  busy={take.isPending && take.variables === swap.id}
                  onClick={() => takeOne(swap.id)}
                >
                  {t(swap.kind === 'TRADE' ? 'mine.accept' : 'mine.take')}
                </Button>
              </li>
            ))}
          </ul>
          {mine.length > 0 ? <h3>{t('mine.yours')}</h3> : null}
          <ul className="wd-list">
            {mine.map((swap) => (
              <li key={swap.id} className="wd-list__item" data-swap-id={swap.id}>
                <SwapSummary swap={swap} />
                <span className={`wd-status wd-status--${swap.status.toLowerCase()}`}>
                  {t(`status.${swap.status}`)}
                </span>
                {swap.reason ? <span>{t('mine.reason', { reason: swap.reason })}</span> : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </SwapSection>
  );
}
