import type { Budget } from '@ws/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../../components/ui/button/button';
import { confirmDelete } from './confirm-delete';
import { FormError } from '../../../components/ui/form/form-error';
import { budgetUsage, formatMoney } from '../budget-usage';
import { managementPath } from '../rewards-path';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { useBudgets, useDeleteBudget } from '../api/items';

function BudgetCard({ budget, brandId }: { budget: Budget; brandId: string }) {
  const { t, i18n } = useTranslation('rewards');
  const { pathname } = useLocation();
  const remove = useDeleteBudget(brandId);
  const usage = budgetUsage(budget);
  const money = (value: number) => formatMoney(value, budget.currency_code, i18n.language);
  const onDelete = async () => {
    if (await confirmDelete(t, 'budget', budget.name)) remove.mutate(budget.id);
  };
  return (
    <li className="rw-card" data-testid="budget-card" aria-label={budget.name}>
      <div className="rw-card__head">
        <h3 className="rw-card__title">{budget.name}</h3>
        <span className="rw-badge">{t(`period.${budget.period}`)}</span>
      </div>
      <p className="rw-card__figure">{money(budget.amount)}</p>
      <div
        className={`rw-meter rw-meter--${usage.level}`}
        role="progressbar"
        aria-label={t('budget.used')}
        aria-valuenow={usage.percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <span style={{ width: `${usage.percent}%` }} />
      </div>
      <p className="rw-card__meta">
        {t('budget.spentOf', { spent: money(budget.spent), percent: usage.percent })} ·{' '}
        {usage.level === 'spent'
          ? t('budget.exhausted')
          : t('budget.remaining', { amount: money(usage.remaining) })}
      </p>
      <p className="rw-card__meta">
        {t('budget.locations', { count: budget.location_brand_ids.length })}
      </p>
      <div className="rw-card__actions">
        <Link to={managementPath(pathname, 'budget', budget.id)}>{t('actions.edit')}</Link>
        <Button variant="ghost" size="sm" busy={remove.isPending} onClick={() => void onDelete()}>
          {t('actions.delete')}
        </Button>
      </div>
      <FormError message={remove.isError ? t('state.saveFailed') : null} />
    </li>
  );
}

/** The budget tab: each budget's amount, period, locations and how much of it is spent. */
export function BudgetList({ brandId }: { brandId: string }) {
  const { t } = useTranslation('rewards');
  const { pathname } = useLocation();
  const budgets = useBudgets(brandId);
  const create = (
    <Link className="rw-primary-link" to={managementPath(pathname, 'budget')}>
      + {t('budget.new')}
    </Link>
  );
  if (budgets.isPending) return <LoadingState label={t('budget.loading')} />;
  if (budgets.isError)
    return (
      <ErrorState ns="rewards" title={t('budget.error')} onRetry={() => void budgets.refetch()} />
    );
  if (budgets.data.length === 0) {
    return (
      <EmptyState icon="$" title={t('budget.empty')} hint={t('budget.emptyHint')}>
        {create}
      </EmptyState>
    );
  }
  return (
    <>
      <div className="rw-toolbar">
        <p>{t('budget.count', { count: budgets.data.length })}</p>
        {create}
      </div>
      <ul className="rw-grid" aria-label={t('tabs.budget')}>
        {budgets.data.map((budget) => (
          <BudgetCard key={budget.id} budget={budget} brandId={brandId} />
        ))}
      </ul>
    </>
  );
}
