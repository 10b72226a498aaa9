import type { Rule } from '@ws/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { TextField } from '../../../components/ui/form/text-field';
import { MultiSelect, Select } from '../../../components/ui/popover/select';
import { useCategoryPositions } from '@/lib/queries/category-positions';
import { useRule, useSaveRule } from '../api/items';
import { ItemFormFoot, ItemLoader, useItemForm } from './item-form';

const TRIGGERS = [
  'PERFECT_ATTENDANCE',
  'SHIFT_COVER',
  'PEER_SHOUTOUT',
  'TENURE_MILESTONE',
] as const;
const ROLES = ['EMPLOYEE', 'SHIFT_LEAD', 'MANAGER'] as const;

function Fields({ brandId, rule }: { brandId: string; rule: Rule | undefined }) {
  const { t } = useTranslation('rewards');
  const form = useItemForm('rules');
  const positions = useCategoryPositions(brandId);
  const save = useSaveRule(brandId);
  const [name, setName] = useState(rule?.name ?? '');
  const [trigger, setTrigger] = useState<Rule['trigger']>(rule?.trigger ?? 'PERFECT_ATTENDANCE');
  const [points, setPoints] = useState(rule ? String(rule.points) : '50');
  const [roles, setRoles] = useState<Rule['audience']['roles']>(rule?.audience.roles ?? []);
  const [positionIds, setPositionIds] = useState<string[]>(rule?.audience.positions ?? []);
  const [active, setActive] = useState(rule?.active ?? true);
  const { setError } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(points);
    if (!name.trim()) return setError(t('form.nameRequired'));
    if (!Number.isInteger(value) || value < 1 || value > 10_000)
      return setError(t('rule.pointsInvalid'));
    setError(null);
    const body = {
      name: name.trim(),
      trigger,
      points: value,
      audience: { roles, positions: positionIds },
      active,
    };
    save.save(rule?.id, body, form.done);
  };

  const positionOptions = (positions.data ?? [])
    .filter((category) => !category.archived)
    .flatMap((category) =>
      category.positions
        .filter((p) => !p.archived)
        .map((p) => ({ value: p.id, label: p.name, detail: category.name })),
    );
  return (
    <form className="rw-form" onSubmit={submit} noValidate>
      <TextField
        label={t('form.name')}
        value={name}
        onChange={setName}
        maxLength={120}
        placeholder={t('rule.namePlaceholder')}
      />
      <div className="rw-form__pair">
        <Select
          label={t('rule.trigger')}
          options={TRIGGERS.map((value) => ({ value, label: t(`trigger.${value}`) }))}
          value={trigger}
          onChange={setTrigger}
        />
        <TextField
          label={t('rule.pointsLabel')}
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
          value={points}
          onChange={setPoints}
        />
      </div>
      <div className="rw-form__pair">
        <MultiSelect
          label={t('rule.roles')}
          placeholder={t('rule.allRoles')}
          options={ROLES.map((value) => ({ value, label: t(`role.${value}`) }))}
          value={roles}
          onChange={setRoles}
        />
        <MultiSelect
          label={t('rule.positionsLabel')}
          placeholder={positions.isError ? t('rule.positionsError') : t('rule.allPositions')}
          options={positionOptions}
          value={positionIds}
          onChange={setPositionIds}
          disabled={positions.isPending}
        />
      </div>
      <p className="rw-card__meta">{t('rule.audienceHint')}</p>
      <CheckboxField label={t('rule.activeLabel')} checked={active} onChange={setActive} />
      <ItemFormFoot
        form={form}
        isNew={!rule}
        createLabel={t('rule.create')}
        busy={save.isPending}
      />
    </form>
  );
}

/** rule-management/{id?}: what earns points and for whom. */
export function RuleForm({ brandId, ruleId }: { brandId: string; ruleId: string | undefined }) {
  const { t } = useTranslation('rewards');
  const rule = useRule(brandId, ruleId);
  return (
    <ItemLoader id={ruleId} item={rule} notFound={t('rule.notFound')}>
      {(rule) => <Fields key={rule?.id ?? 'new'} brandId={brandId} rule={rule} />}
    </ItemLoader>
  );
}
