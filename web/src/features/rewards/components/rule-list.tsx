import type { Rule } from '@ws/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../../components/ui/button/button';
import { confirmDelete } from './confirm-delete';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { FormError } from '../../../components/ui/form/form-error';
import { useRewardsConfiguration } from '../api/get-rewards-configuration';
import { managementPath } from '../rewards-path';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { Trophy } from 'lucide-react';
import { useDeleteRule, useRules, useUpdateRule } from '../api/items';

function RuleRow({
  rule,
  brandId,
  pointsName,
}: {
  rule: Rule;
  brandId: string;
  pointsName: string;
}) {
  const { t } = useTranslation('rewards');
  const { pathname } = useLocation();
  const update = useUpdateRule(brandId);
  const remove = useDeleteRule(brandId);
  const { roles, positions } = rule.audience;
  const audience =
    roles.length === 0 && positions.length === 0
      ? t('rule.everyone')
      : [
          roles.map((role) => t(`role.${role}`)).join(', '),
          positions.length ? t('rule.positions', { count: positions.length }) : '',
        ]
          .filter(Boolean)
          .join(' · ');
  const onDelete = async () => {
    if (await confirmDelete(t, 'rule', rule.name)) remove.mutate(rule.id);
  };
  return (
    <li className="rw-row" data-testid="rule-row" aria-label={rule.name}>
      <div className="rw-row__main">
        <strong>{rule.name}</strong>
        <span className="rw-card__meta">
          {t(`trigger.${rule.trigger}`)} · {t('rule.for', { audience })}
        </span>
      </div>
      <div className="rw-row__side">
        <span className="rw-points">
          {t('rule.points', { count: rule.points, name: pointsName })}
        </span>
        <CheckboxField
          label={rule.active ? t('rule.active') : t('rule.paused')}
          checked={rule.active}
          disabled={update.isPending}
          onChange={(active) => update.mutate({ id: rule.id, body: { active } })}
        />
        <Link className="rw-link" to={managementPath(pathname, 'rule', rule.id)}>
          {t('actions.edit')}
        </Link>
        <Button variant="ghost" size="sm" busy={remove.isPending} onClick={() => void onDelete()}>
          {t('actions.delete')}
        </Button>
      </div>
      <FormError message={update.isError || remove.isError ? t('state.saveFailed') : null} />
    </li>
  );
}

/** The rules tab: what earns points, how many, for whom, and whether the rule is running. */
export function RuleList({ brandId }: { brandId: string }) {
  const { t } = useTranslation('rewards');
  const { pathname } = useLocation();
  const rules = useRules(brandId);
  const configuration = useRewardsConfiguration(brandId);
  const pointsName = configuration.data?.points_name ?? t('rule.defaultPointsName');
  const create = (
    <Link className="rw-primary-link" to={managementPath(pathname, 'rule')}>
      + {t('rule.new')}
    </Link>
  );
  if (rules.isPending) return <LoadingState label={t('rule.loading')} />;
  if (rules.isError)
    return <ErrorState ns="rewards" title={t('rule.error')} onRetry={() => void rules.refetch()} />;
  if (rules.data.length === 0) {
    return (
      <EmptyState
        icon={<Trophy aria-hidden="true" size={28} strokeWidth={1.5} />}
        title={t('rule.empty')}
        hint={t('rule.emptyHint')}
      >
        {create}
      </EmptyState>
    );
  }
  const active = rules.data.filter((r) => r.active).length;
  return (
    <>
      <div className="rw-toolbar">
        <p>{t('rule.count', { count: rules.data.length, active })}</p>
        {create}
      </div>
      <ul className="rw-rows" aria-label={t('tabs.rules')}>
        {rules.data.map((rule) => (
          <RuleRow key={rule.id} rule={rule} brandId={brandId} pointsName={pointsName} />
        ))}
      </ul>
    </>
  );
}
