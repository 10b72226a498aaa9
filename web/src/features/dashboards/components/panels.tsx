import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/ui/states/states';

/** The loading face: a busy region shaped like the dashboard it stands in for. */
export function DashboardSkeleton() {
  const { t } = useTranslation('dashboards');
  return (
    <LoadingState label={t('state.loading')} spinner={false} frame="bare" className="dash-skeleton">
      <div className="dash-kpis">
        {[1, 2, 3, 4].map((n) => (
          <span key={n} className="dash-skeleton__block" />
        ))}
      </div>
      <span className="dash-skeleton__block dash-skeleton__block--tall" />
    </LoadingState>
  );
}

export function Panel({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={wide ? 'dash-panel dash-panel--wide' : 'dash-panel'} aria-label={title}>
      <h2 className="dash-panel__title">{title}</h2>
      {children}
    </section>
  );
}
