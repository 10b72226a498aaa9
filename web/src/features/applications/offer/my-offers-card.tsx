import { BriefcaseBusiness } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMyOffers } from './api';
import { OfferAnswer } from './offer-answer';
import './offers.css';

/** The member's dashboard: each open job offer, to accept or decline there and then; nothing when none is open. */
export function MyOffersCard() {
  const { t } = useTranslation('offers');
  const offers = useMyOffers();
  const open = offers.data?.offers.filter((o) => o.status === 'SENT') ?? [];
  if (open.length === 0) return null;
  return (
    <section className="offer-card" aria-labelledby="my-offers-title" data-testid="my-offers">
      <h2 id="my-offers-title">
        <BriefcaseBusiness aria-hidden size={20} /> {t('mine.title')}
      </h2>
      <ul className="offer-card__list">
        {open.map((offer) => (
          <li key={offer.id} data-offer-id={offer.id}>
            <h3>{t('mine.from', { place: offer.brand.name })}</h3>
            <OfferAnswer offer={offer} />
          </li>
        ))}
      </ul>
    </section>
  );
}
