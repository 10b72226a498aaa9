import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { BudgetForm } from '../../../features/rewards/components/budget-form';
import { tabPath } from '../../../features/rewards/rewards-path';
import { WithEntryBrand } from './entry-brand';
import '../../../features/rewards/components/rewards.css';

/** {path?}/rewards-and-recognition/budget-management/{id?}: edits the budget in the URL, or creates one. */
export function Component() {
  const { t } = useTranslation('rewards');
  const { id } = useParams();
  const { pathname } = useLocation();
  return (
    <section className="page">
      <Link className="rw-back" to={tabPath(pathname, 'budget')}>
        ← {t('tabs.budget')}
      </Link>
      <h1>{id ? t('budget.editTitle') : t('budget.newTitle')}</h1>
      <WithEntryBrand>{(brandId) => <BudgetForm brandId={brandId} budgetId={id} />}</WithEntryBrand>
    </section>
  );
}
