import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/button/button';
import './attestation.css';

/** The loading, error and empty faces of the attestation pages. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="at-state" role="status" aria-label={label}>
      <Spinner />
      <span>{label}</span>
    </div>
  );
}

export function Failed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('attestation');
  return (
    <div className="at-state at-state--error" role="alert">
      <p className="at-state__title">{title}</p>
      <p>{t('state.errorHint')}</p>
      <button type="button" className="secondary" onClick={onRetry}>
        {t('state.retry')}
      </button>
    </div>
  );
}

export function Empty({ title, hint, children }: { title: string; hint: string; children?: ReactNode }) {
  return (
    <div className="at-state">
      <p className="at-state__title">{title}</p>
      <p>{hint}</p>
      {children}
    </div>
  );
}
