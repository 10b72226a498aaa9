import { useTranslation } from 'react-i18next';
import { type DashboardKind, DashboardPage } from '../../../features/dashboards/components/dashboard-page';
import { useCurrentBrand } from './use-current-brand';

/** Resolves the brand, then shows the dashboard of that kind. */
export function DashboardRoute({ kind }: { kind: DashboardKind }) {
  const { t } = useTranslation('dashboards');
  const { brandId, isPending } = useCurrentBrand();
  if (isPending) return <section className="page" aria-busy="true" />;
  if (!brandId) {
    return (
      <section className="page">
        <h1>{t(`${kind}.title`)}</h1>
        <p>{t('brandMissing')}</p>
      </section>
    );
  }
  return <DashboardPage key={brandId} brandId={brandId} kind={kind} />;
}
