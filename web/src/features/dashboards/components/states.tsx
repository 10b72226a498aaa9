import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The loading face: a busy region shaped like the dashboard it stands in for. */
export function DashboardSkeleton() {
  const { t } = useTranslation('dashboards');
  return (
    <div className="dash-skeleton" role="status" aria-label={t('state.loading')}>
      <div className="dash-kpis">
        {[1, 2, 3, 4].map((n) => (
          <span key={n} className="dash-skeleton__block" />
        ))}
      </div>
      <span className="dash-skeleton__block dash-skeleton__block--tall" />
    </div>
  );
}

export function DashboardError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('dashboards');
  return (
    <div className="dash-state dash-state--error" role="alert">
      <p className="dash-state__title">{t('state.errorTitle')}</p>
      <p>{t('state.errorHint')}</p>
      <button type="button" onClick={onRetry}>
        {t('state.retry')}
      </button>
    </div>
  );
}

export function DashboardEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="dash-state">
      <span className="dash-state__icon" aria-hidden="true">
        ◎
      </span>
      <p className="dash-state__title">{title}</p>
      {children}
    </div>
  );
}

export function Panel({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={wide ? 'dash-panel dash-panel--wide' : 'dash-panel'} aria-label={title}>
      <h2 className="dash-panel__title">{title}</h2>
      {children}
    </section>
  );
}
