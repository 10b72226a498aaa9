import { useTranslation } from 'react-i18next';
import { RequireBrand } from '../../../components/ui/require-brand/require-brand';
import { SchedulePage } from '../../../features/schedule/components/schedule-page';
import { useAccess } from '../access/use-access';
import { useCurrentBrand } from '../enterprise/use-current-brand';
import { currentBrandId } from '../../../features/brands-context/enterprise-context';
import { prefetchPositionWeek } from '../../../features/schedule/prefetch-week';
import type { RouteHandle } from '../route-prefetch';

/** The words of the schedule and of the parts drawn with its grid and under it. */
const NAMESPACES = ['schedule', 'workday', 'labour', 'templates', 'swaps'];

/** The week by position's first calls, asked for by the frame once it knows the user may schedule. */
export const handle: RouteHandle = {
  namespaces: NAMESPACES,
  prefetch: (queryClient, { info, features, search }) => {
    const brandId = currentBrandId(info.entry_mode?.brand_id ?? null, search.toString());
    if (features.scheduling && brandId) prefetchPositionWeek(queryClient, brandId, search);
  },
};

export function Component() {
  const { t } = useTranslation(NAMESPACES);
  const brand = useCurrentBrand();
  const access = useAccess();
  if (access.state === 'checking') return <section className="page" aria-busy="true" />;
  const { policy } = access;
  return (
    <RequireBrand brand={brand} title={t('title')} missing={t('brandMissing')}>
      {(brandId) => (
        <SchedulePage
          key={brandId}
          brandId={brandId}
          canSchedule={(category) =>
            policy.permits('MANAGE_SCHEDULE', 'POSITION_CATEGORY', category)
          }
        />
      )}
    </RequireBrand>
  );
}
