import { useTranslation } from 'react-i18next';
import { RequireBrand } from '../../../components/ui/require-brand/require-brand';
import { SchedulePage } from '../../../features/schedule/components/schedule-page';
import { useAccess } from '../access/use-access';
import { useCurrentBrand } from '../enterprise/use-current-brand';

export function Component() {
  const { t } = useTranslation('schedule');
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
