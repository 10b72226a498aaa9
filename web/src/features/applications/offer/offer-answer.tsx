import type { Offer } from '@ws/contracts';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { useAnswerOffer } from './api';
import { ErrorLine, OfferTerms, useOfferErrorText } from './offer-words';

/** The candidate's open offer: its terms, accept, or decline with an optional reason. */
export function OfferAnswer({ offer }: { offer: Offer }) {
  const { t } = useTranslation('offers');
  const answer = useAnswerOffer();
  const errorText = useOfferErrorText();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const busy = answer.isPending;
  return (
    <div className="offer-answer" data-testid="offer-answer">
      <OfferTerms offer={offer} />
      {declining ? (
        <form
          className="pipe-form"
          onSubmit={(e) => {
            e.preventDefault();
            answer.mutate({ offerId: offer.id, accept: false, reason });
          }}
        >
          <label className="pipe-field" htmlFor={reasonId}>
            <span>{t('answer.reason')}</span>
          </label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={500}
            value={reason}
            autoFocus
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="offer-answer__actions">
            <Button type="submit" size="sm" variant="danger" busy={busy}>
              {t('answer.confirmDecline')}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => setDeclining(false)}>
              {t('answer.keep')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="offer-answer__actions">
          <Button
            type="button"
            size="sm"
            busy={busy}
            onClick={() => answer.mutate({ offerId: offer.id, accept: true, reason: '' })}
          >
            <Check aria-hidden size={16} /> {t('answer.accept')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => setDeclining(true)}
          >
            <X aria-hidden size={16} /> {t('answer.decline')}
          </Button>
        </div>
      )}
      <ErrorLine text={answer.isError ? errorText(answer.error) : null} />
    </div>
  );
}
