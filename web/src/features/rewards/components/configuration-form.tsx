import type { RewardsConfiguration } from '@ws/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-error';
import { useLocation, useNavigate } from 'react-router-dom';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { FormActions } from '../../../components/ui/form/form-actions';
import { FormError } from '../../../components/ui/form/form-error';
import { TextField } from '../../../components/ui/form/text-field';
import { useRewardsConfiguration } from '../api/get-rewards-configuration';
import { useUpdateRewardsConfiguration } from '../api/update-rewards-configuration';
import { tabPath } from '../rewards-path';
import { ErrorState, LoadingState } from '@/components/ui/states/states';

function Fields({ brandId, saved }: { brandId: string; saved: RewardsConfiguration }) {
  const { t } = useTranslation('rewards');
  const errorText = useApiErrorText();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const update = useUpdateRewardsConfiguration(brandId);
  const [enabled, setEnabled] = useState(saved.enabled);
  const [pointsName, setPointsName] = useState(saved.points_name);
  const [rate, setRate] = useState(String(saved.points_per_currency_unit));
  const [approval, setApproval] = useState(saved.approval_required);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(rate);
    if (!pointsName.trim()) return setError(t('configuration.pointsNameRequired'));
    if (!Number.isFinite(value) || value <= 0 || value > 1000)
      return setError(t('configuration.rateInvalid'));
    setError(null);
    update.mutate(
      {
        enabled,
        points_name: pointsName.trim(),
        points_per_currency_unit: value,
        approval_required: approval,
      },
      { onSuccess: () => setDone(true), onError: (error: unknown) => setError(errorText(error)) },
    );
  };
  const rateLabel = t('configuration.rate', { name: pointsName || t('rule.defaultPointsName') });
  return (
    <form className="rw-form" onSubmit={submit} noValidate onChange={() => setDone(false)}>
      <CheckboxField label={t('configuration.enabled')} checked={enabled} onChange={setEnabled} />
      <div className="rw-form__pair">
        <TextField
          label={t('configuration.pointsName')}
          value={pointsName}
          maxLength={40}
          onChange={setPointsName}
        />
        <TextField
          label={rateLabel}
          type="number"
          inputMode="decimal"
          min={0.1}
          max={1000}
          value={rate}
          onChange={setRate}
        />
      </div>
      <CheckboxField
        label={t('configuration.approval')}
        checked={approval}
        onChange={setApproval}
      />
      <FormError message={error} />
      {done ? <p role="status">{t('configuration.saved')}</p> : null}
      <FormActions
        cancelLabel={t('actions.back')}
        onCancel={() => void navigate(tabPath(pathname, 'budget'))}
        submitLabel={t('actions.save')}
        busy={update.isPending}
      />
    </form>
  );
}

/** rewards-and-recognition/configuration: whether the programme runs and what its points are worth. */
export function ConfigurationForm({ brandId }: { brandId: string }) {
  const { t } = useTranslation('rewards');
  const configuration = useRewardsConfiguration(brandId);
  if (configuration.isPending) return <LoadingState label={t('form.loading')} />;
  if (configuration.isError)
    return (
      <ErrorState
        ns="rewards"
        title={t('configuration.error')}
        onRetry={() => void configuration.refetch()}
      />
    );
  return <Fields brandId={brandId} saved={configuration.data} />;
}
