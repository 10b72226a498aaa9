import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

export type RewardsManagementPage = 'configuration' | 'budgetManagement' | 'ruleManagement' | 'raffleManagement';

/** §2 {path?}/rewards-and-recognition/configuration and the budget, rule and raffle management pages. */
export function RewardsManagement({ page }: { page: RewardsManagementPage }) {
  const { t } = useTranslation('shell');
  const { id } = useParams();
  return (
    <section className="page">
      <h1>{t(`rewards.${page}`)}</h1>
      {id && <p>{t('pages.itemId', { id })}</p>}
    </section>
  );
}
