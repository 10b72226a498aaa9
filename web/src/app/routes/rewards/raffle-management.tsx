import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { RaffleForm } from '../../../features/rewards/components/raffle-form';
import { tabPath } from '../../../features/rewards/rewards-path';
import { WithEntryBrand } from './entry-brand';
import '../../../features/rewards/components/rewards.css';

/** {path?}/rewards-and-recognition/raffle-management/{id?}: edits the raffle in the URL, or creates one. */
export function Component() {
  const { t } = useTranslation('rewards');
  const { id } = useParams();
  const { pathname } = useLocation();
  return (
    <section className="page">
      <Link className="rw-back" to={tabPath(pathname, 'raffles')}>
        ← {t('tabs.raffles')}
      </Link>
      <h1>{id ? t('raffle.editTitle') : t('raffle.newTitle')}</h1>
      <WithEntryBrand>{(brandId) => <RaffleForm brandId={brandId} raffleId={id} />}</WithEntryBrand>
    </section>
  );
}
