import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/button/button';
import './rewards.css';

/** Loading, error and empty faces shared by every rewards list and form, so they look alike. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="rw-state" role="status" aria-label={label}>
      <Spinner />
      <span>{label}</span>
    </div>
  );
}

export function Failed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('rewards');
  return (
    <div className="rw-state rw-state--error" role="alert">
      <p className="rw-state__title">{title}</p>
      <p>{t('state.errorHint')}</p>
      <button type="button" className="secondary" onClick={onRetry}>
        {t('state.retry')}
      </button>
    </div>
  );
}

export function Empty({ icon, title, hint, children }: { icon: string; title: string; hint: string; children?: ReactNode }) {
  return (
    <div className="rw-state">
      <span className="rw-state__icon" aria-hidden="true">
        {icon}
      </span>
      <p className="rw-state__title">{title}</p>
      <p>{hint}</p>
      {children}
    </div>
  );
}
