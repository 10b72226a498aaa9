import type { Application } from '@ws/contracts';
import { Send, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Perspective } from '../components/party';
import { useApplicationOffers, useWithdrawOffer } from './api';
import { OfferAnswer } from './offer-answer';
import { OfferForm } from './offer-form';
import { canGetOffer } from './offer-rules';
import { ErrorLine, OfferState, OfferTerms, useOfferErrorText } from './offer-words';
import './offers.css';

/**
 * The application's offer in its pipeline panel: the employer sends one, sees where it stands
 * and withdraws it while unanswered; the candidate reads it and accepts or declines.
 */
export function OfferSection({
  application,
  perspective,
}: {
  application: Application;
  perspective: Perspective;
}) {
  const { t } = useTranslation('offers');
  const offers = useApplicationOffers(application.id);
  const withdraw = useWithdrawOffer(application.id);
  const errorText = useOfferErrorText();
  const [sending, setSending] = useState(false);
  const latest = offers.data?.offers[0];
  const open = latest?.status === 'SENT' ? latest : undefined;
  const employer = perspective === 'EMPLOYER';
  const canSend = employer && !open && canGetOffer(application.stage);
  // Nothing is said of the offers until they are read: "No offer sent yet" and its Send button,
  // drawn while a sent offer was still loading, offered what the server would refuse.
  if (offers.isPending || (!offers.isError && !latest && !canSend)) return null;
  const title = (
    <h3 id="offer-title" className="pipe-section__title">
      {t('title')}
    </h3>
  );
  if (offers.isError)
    return (
      <section className="pipe-section" aria-labelledby="offer-title" data-testid="offer-section">
        {title}
        <ErrorLine text={errorText(offers.error)} />
      </section>
    );
  return (
    <section className="pipe-section" aria-labelledby="offer-title" data-testid="offer-section">
      {title}
      {latest ? <OfferState offer={latest} /> : <p className="pipe-note">{t('none')}</p>}
      {open && !employer ? <OfferAnswer offer={open} /> : null}
      {latest && (employer || !open) ? <OfferTerms offer={latest} /> : null}
      {open && employer ? (
        <button
          type="button"
          className="pipe-button pipe-button--quiet"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate(undefined)}
        >
          <Undo2 aria-hidden size={16} /> {t('withdraw')}
        </button>
      ) : null}
      {canSend ? (
        <button type="button" className="pipe-button" onClick={() => setSending(true)}>
          <Send aria-hidden size={16} /> {t('send')}
        </button>
      ) : null}
      <ErrorLine text={withdraw.isError ? errorText(withdraw.error) : null} />
      {sending ? <OfferForm application={application} onClose={() => setSending(false)} /> : null}
    </section>
  );
}
