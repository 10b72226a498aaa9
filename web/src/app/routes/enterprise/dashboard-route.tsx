import { useTranslation } from 'react-i18next';
import { RequireBrand } from '../../../components/ui/require-brand/require-brand';
import {
  type DashboardKind,
  DashboardPage,
} from '../../../features/dashboards/components/dashboard-page';
import { useCurrentBrand } from './use-current-brand';

/** Resolves the brand, then shows the dashboard of that kind. */
export function DashboardRoute({ kind }: { kind: DashboardKind }) {
  const { t } = useTranslation('dashboards');
  return (
    <RequireBrand brand={useCurrentBrand()} title={t(`${kind}.title`)} missing={t('brandMissing')}>
      {(brandId) => <DashboardPage key={brandId} brandId={brandId} kind={kind} />}
    </RequireBrand>
  );
}
