import type { Swap } from '@ws/contracts';
import { Check, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastStore } from '../../../components/feedback/toast-store';
import { Button } from '../../../components/ui/button/button';
import { useDecideSwap, useSwapApproval, useTeamSwaps } from './api';
import { SwapSection, SwapSummary, useSwapErrorText } from './swap-words';
import './swaps.css';

/** The two answers to a pending swap; a decline first asks for its optional reason. */
const DECISIONS = [
  { approve: true, Icon: Check, label: 'team.approve', named: 'team.approveFor' },
  { approve: false, Icon: X, label: 'team.decline', named: 'team.declineFor' },
] as const;

/** A pending swap: approve it, or decline it with an optional reason written inline. */
function PendingSwap({ swap, brandId }: { swap: Swap; brandId: string }) {
  const { t } = useTranslation('swaps');
  const errorText = useSwapErrorText();
  const toast = useToastStore((s) => s.show);
  const decide = useDecideSwap(brandId);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const who = swap.taken_by?.name ?? '';
  const send = (approve: boolean) =>
    decide.mutate(
      { swapId: swap.id, approve, reason },
      {
        onSuccess: () =>
          toast({ message: t(approve ? 'team.approved' : 'team.declined'), variant: 'success' }),
        onError: (error) => toast({ message: errorText(error), variant: 'danger' }),
      },
    );
  const submitDecline = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };
  return (
    <li className="sched-panel__row swap-row" data-swap-id={swap.id}>
      <SwapSummary swap={swap} />
      {declining ? (
        <form className="swap-decline" onSubmit={submitDecline}>
          <label>
            {t('team.reason')}
            <input value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
          </label>
          <Button size="sm" type="submit" variant="danger" busy={decide.isPending}>
            {t('team.confirmDecline')}
          </Button>
          <Button size="sm" type="button" variant="secondary" onClick={() => setDeclining(false)}>
            {t('team.keep')}
          </Button>
        </form>
      ) : (
        <span className="sched-panel__actions">
          {DECISIONS.map(({ approve, Icon, label, named }) => (
            <Button
              key={label}
              size="sm"
              variant={approve ? 'primary' : 'secondary'}
              busy={approve && decide.isPending}
              onClick={() => (approve ? send(true) : setDeclining(true))}
              aria-label={t(named, { who })}
            >
              <Icon aria-hidden="true" size={16} />
              {t(label)}
            </Button>
          ))}
        </span>
      )}
    </li>
  );
}

/** /schedule: the swaps employees took that wait for this manager, and whether they must wait. */
export function PendingSwapsPanel({ brandId }: { brandId: string }) {
  const { t } = useTranslation('swaps');
  const errorText = useSwapErrorText();
  const toast = useToastStore((s) => s.show);
  const approval = useSwapApproval(brandId);
  return (
    <SwapSection
      id="swap-team-title"
      className="sched-panel swap-panel"
      title={t('team.title')}
      query={useTeamSwaps(brandId)}
    >
      {(team) => (
        <>
          <label className="swap-setting">
            <input
              type="checkbox"
              checked={team.approval_required}
              disabled={approval.isPending}
              onChange={(e) =>
                approval.mutate(e.target.checked, {
                  onError: (error) => toast({ message: errorText(error), variant: 'danger' }),
                })
              }
            />
            {t('team.approvalRequired')}
          </label>
          {team.pending.length === 0 ? <p>{t('team.none')}</p> : null}
          <ul>
            {team.pending.map((swap) => (
              <PendingSwap key={swap.id} swap={swap} brandId={brandId} />
            ))}
          </ul>
        </>
      )}
    </SwapSection>
  );
}
