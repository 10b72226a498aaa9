import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/button/button';

/** The loading, error and empty faces of a list, so every list of the feature looks alike. */
export function LoadingRows({ label }: { label: string }) {
  return (
    <div className="app-state" role="status" aria-label={label}>
      <Spinner />
      <span>{label}</span>
      <div className="app-skeleton" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}

export function ErrorState({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('hiring');
  return (
    <div className="app-state app-state--error" role="alert">
      <p className="app-state__title">{title}</p>
      <p>{t('error.hint')}</p>
      <button type="button" onClick={onRetry}>
        {t('error.retry')}
      </button>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="app-state">
      <span className="app-state__icon" aria-hidden="true">
        ✉
      </span>
      <p className="app-state__title">{title}</p>
      {children}
    </div>
  );
}
