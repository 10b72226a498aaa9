import type { RewardsConfiguration } from '@ws/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button/button';
import { useRewardsConfiguration } from '../api/get-rewards-configuration';
import { useUpdateRewardsConfiguration } from '../api/update-rewards-configuration';
import { tabPath } from '../rewards-path';
import { Failed, Loading } from './list-states';

function Fields({ brandId, saved }: { brandId: string; saved: RewardsConfiguration }) {
  const { t } = useTranslation('rewards');
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
    if (!Number.isFinite(value) || value <= 0 || value > 1000) return setError(t('configuration.rateInvalid'));
    setError(null);
    update.mutate(
      { enabled, points_name: pointsName.trim(), points_per_currency_unit: value, approval_required: approval },
      { onSuccess: () => setDone(true), onError: () => setError(t('state.saveFailed')) },
    );
  };
  return (
    <form className="rw-form" onSubmit={submit} noValidate onChange={() => setDone(false)}>
      <label className="rw-switch">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {t('configuration.enabled')}
      </label>
      <div className="rw-form__pair">
        <label>
          {t('configuration.pointsName')}
          <input value={pointsName} maxLength={40} onChange={(e) => setPointsName(e.target.value)} />
        </label>
        <label>
          {t('configuration.rate', { name: pointsName || t('rule.defaultPointsName') })}
          <input type="number" inputMode="decimal" min={0.1} max={1000} value={rate} onChange={(e) => setRate(e.target.value)} />
        </label>
      </div>
      <label className="rw-switch">
        <input type="checkbox" checked={approval} onChange={(e) => setApproval(e.target.checked)} />
        {t('configuration.approval')}
      </label>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {done ? <p role="status">{t('configuration.saved')}</p> : null}
      <div className="rw-form__actions">
        <Button variant="secondary" onClick={() => void navigate(tabPath(pathname, 'budget'))}>
          {t('actions.back')}
        </Button>
        <Button type="submit" busy={update.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}

/** rewards-and-recognition/configuration: whether the programme runs and what its points are worth. */
export function ConfigurationForm({ brandId }: { brandId: string }) {
  const { t } = useTranslation('rewards');
  const configuration = useRewardsConfiguration(brandId);
  if (configuration.isPending) return <Loading label={t('form.loading')} />;
  if (configuration.isError) return <Failed title={t('configuration.error')} onRetry={() => void configuration.refetch()} />;
  return <Fields brandId={brandId} saved={configuration.data} />;
}
