import type { Offer } from '@ws/contracts';
import { useTranslation } from 'react-i18next';
import { readApiError, useApiErrorText } from '../../../lib/api-error';
import { formatDay } from '../../../lib/dates';
import { numberFormat } from '../../../lib/intl-format';
import { formatWhen } from '../pipeline/format-when';

/** The offer's own refusals, by the field they name and whether they are a conflict (offers.json `refusal.*`). */
const REFUSALS: Record<string, string> = {
  'changedMeanwhile offerId': 'refusal.answered',
  'changedMeanwhile applicationId': 'refusal.open',
  'checkForm applicationId': 'refusal.stage',
  'checkForm start_date': 'refusal.startDate',
  'checkForm hourly_rate': 'refusal.pay',
};

/** Why an offer call failed, in words: the offer's own refusals, else the app's shared sentences. */
export function useOfferErrorText() {
  const { t } = useTranslation('offers');
  const errorText = useApiErrorText();
  return (error: unknown) => {
    const { sentence, field } = readApiError(error);
    const key = REFUSALS[`${sentence} ${field ?? ''}`];
    return key ? t(key) : errorText(error);
  };
}

/** What an offer says: the position, where, from when, and the pay an hour; its note when it has one. */
export function OfferTerms({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation('offers');
  const pay = numberFormat(i18n.language, { style: 'currency', currency: offer.currency_code });
  const terms: [string, string][] = [
    ['position', t('terms.at', { position: offer.position.name, place: offer.brand.name })],
    ['start', formatDay(offer.start_date, i18n.language)],
    ['pay', t('terms.perHour', { amount: pay.format(offer.hourly_rate) })],
  ];
  if (offer.note) terms.push(['note', offer.note]);
  return (
    <dl className="offer-terms">
      {terms.map(([term, value]) => (
        <div key={term}>
          <dt>{t(`terms.${term}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A refusal in words where the form or section stands; nothing while there is none. */
export const ErrorLine = ({ text }: { text: string | null }) =>
  text ? (
    <p className="pipe-error" role="alert">
      {text}
    </p>
  ) : null;

/** Where the offer stands and since when: sent, accepted, declined (with the reason) or withdrawn. */
export function OfferState({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation('offers');
  const when = formatWhen(offer.answered_at ?? offer.sent_at, i18n.language);
  return (
    <p
      className={`offer-state offer-state--${offer.status.toLowerCase()}`}
      data-testid="offer-state"
    >
      <strong>{t(`status.${offer.status}`)}</strong>{' '}
      <span>{t(`when.${offer.status}`, { when, name: offer.sent_by.name })}</span>
      {offer.decline_reason ? (
        <span className="offer-state__reason">{t('reason', { reason: offer.decline_reason })}</span>
      ) : null}
    </p>
  );
}
