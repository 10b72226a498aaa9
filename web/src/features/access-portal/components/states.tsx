import { useTranslation } from 'react-i18next';

export function LoadingBlock() {
  const { t } = useTranslation('access-portal');
  return (
    <div className="ap-state" role="status" aria-label={t('state.loading')}>
      <div className="ap-skeleton" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}

export function ErrorBlock({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('access-portal');
  return (
    <div className="ap-state ap-state--error" role="alert">
      <p className="ap-state__title">{t('state.errorTitle')}</p>
      <p>{t('state.errorHint')}</p>
      <button type="button" onClick={onRetry}>
        {t('state.retry')}
      </button>
    </div>
  );
}

export function EmptyBlock({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="ap-state">
      <span className="ap-state__icon" aria-hidden="true">
        ⌂
      </span>
      <p className="ap-state__title">{title}</p>
      {hint ? <p>{hint}</p> : null}
    </div>
  );
}
