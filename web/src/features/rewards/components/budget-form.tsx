import type { Budget, BrandTreeNode } from '@ws/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/form/text-field';
import { MultiLevelSelector } from '../../../components/ui/multi-level-selector/multi-level-selector';
import type { LevelItem } from '../../../components/ui/multi-level-selector/tree';
import { Select } from '../../../components/ui/popover/select';
import { useBrandTree } from '@/lib/queries/brand-tree';
import { useCurrencies } from '@/lib/queries/currencies';
import { checkedLocations, locationItems } from '../location-items';
import { useBudget, useSaveBudget } from '../api/items';
import { ItemFormFoot, useItemForm } from './item-form';
import { ErrorState, LoadingState } from '@/components/ui/states/states';

const PERIODS = ['MONTHLY', 'QUARTERLY', 'YEARLY'] as const;

function Fields({
  brandId,
  budget,
  root,
}: {
  brandId: string;
  budget: Budget | undefined;
  root: BrandTreeNode;
}) {
  const { t } = useTranslation('rewards');
  const form = useItemForm('budget');
  const currencies = useCurrencies();
  const save = useSaveBudget(brandId);
  const [name, setName] = useState(budget?.name ?? '');
  const [amount, setAmount] = useState(budget ? String(budget.amount) : '');
  const [currency, setCurrency] = useState<string | null>(budget?.currency_code ?? 'USD');
  const [period, setPeriod] = useState<Budget['period']>(budget?.period ?? 'MONTHLY');
  // A new budget starts on the brand itself when the brand is a location.
  const [items, setItems] = useState<LevelItem[]>(() =>
    locationItems(root, budget?.location_brand_ids ?? (root.type === 'CHILD' ? [root.id] : [])),
  );
  const { setError } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    const locations = checkedLocations(items, root);
    if (!name.trim()) return setError(t('form.nameRequired'));
    if (!Number.isFinite(value) || value <= 0) return setError(t('budget.amountInvalid'));
    if (budget && value < budget.spent) return setError(t('budget.amountBelowSpent'));
    if (!currency) return setError(t('budget.currencyRequired'));
    if (locations.length === 0) return setError(t('budget.locationsRequired'));
    setError(null);
    const body = {
      name: name.trim(),
      amount: value,
      currency_code: currency,
      period,
      location_brand_ids: locations,
    };
    save.save(budget?.id, body, form.done);
  };

  const currencyOptions = (currencies.data?.currencies ?? []).map((c) => ({
    value: c.code,
    label: `${c.code} · ${c.name}`,
  }));
  return (
    <form className="rw-form" onSubmit={submit} noValidate>
      <TextField
        label={t('form.name')}
        value={name}
        onChange={setName}
        maxLength={120}
        placeholder={t('budget.namePlaceholder')}
      />
      <div className="rw-form__pair">
        <TextField
          label={t('budget.amount')}
          type="number"
          inputMode="decimal"
          min={1}
          value={amount}
          onChange={setAmount}
        />
        <Select
          label={t('budget.currency')}
          options={
            currencyOptions.length
              ? currencyOptions
              : currency
                ? [{ value: currency, label: currency }]
                : []
          }
          value={currency}
          onChange={setCurrency}
        />
        <Select
          label={t('budget.period')}
          options={PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
          value={period}
          onChange={setPeriod}
        />
      </div>
      <MultiLevelSelector
        label={t('budget.locationsLabel')}
        items={items}
        onChange={setItems}
        initiallyExpanded={[root.id]}
      />
      <ItemFormFoot
        form={form}
        isNew={!budget}
        createLabel={t('budget.create')}
        busy={save.isPending}
      />
    </form>
  );
}

/** budget-management/{id?}: edits the budget in the URL, or creates one without an id. */
export function BudgetForm({
  brandId,
  budgetId,
}: {
  brandId: string;
  budgetId: string | undefined;
}) {
  const { t } = useTranslation('rewards');
  const budget = useBudget(brandId, budgetId);
  const tree = useBrandTree(brandId);
  if ((budgetId && budget.isPending) || tree.isPending)
    return <LoadingState label={t('form.loading')} />;
  if (budget.isError)
    return (
      <ErrorState ns="rewards" title={t('budget.notFound')} onRetry={() => void budget.refetch()} />
    );
  if (tree.isError)
    return (
      <ErrorState
        ns="rewards"
        title={t('form.locationsError')}
        onRetry={() => void tree.refetch()}
      />
    );
  return (
    <Fields
      key={budget.data?.id ?? 'new'}
      brandId={brandId}
      budget={budget.data}
      root={tree.data.root}
    />
  );
}
