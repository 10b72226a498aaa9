import { useTranslation } from 'react-i18next';
import { RequireBrand } from '../../../components/ui/require-brand/require-brand';
import {
  type DashboardKind,
  DashboardPage,
} from '../../../features/dashboards/components/dashboard-page';
import { useAccess } from '../access/use-access';
import { useCurrentBrand } from './use-current-brand';

/** Resolves the brand, then shows the dashboard of that kind. */
export function DashboardRoute({ kind }: { kind: DashboardKind }) {
  const { t } = useTranslation('dashboards');
  const access = useAccess();
  // Unknown (null) until the person's products are in: the figures wait rather than flicker.
  const readsShifts = access.state === 'ready' ? access.policy.hasAccess('TEAM_LIVE') : null;
  return (
    <RequireBrand brand={useCurrentBrand()} title={t(`${kind}.title`)} missing={t('brandMissing')}>
      {(brandId) => (
        <DashboardPage key={brandId} brandId={brandId} kind={kind} readsShifts={readsShifts} />
      )}
    </RequireBrand>
  );
}
