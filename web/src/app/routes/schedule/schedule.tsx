import { useTranslation } from 'react-i18next';
import { RequireBrand } from '../../../components/ui/require-brand/require-brand';
import { SchedulePage } from '../../../features/schedule/components/schedule-page';
import { useCurrentBrand } from '../enterprise/use-current-brand';

export function Component() {
  const { t } = useTranslation('schedule');
  const brand = useCurrentBrand();
  return (
    <RequireBrand brand={brand} title={t('title')} missing={t('brandMissing')}>
      {(brandId) => <SchedulePage key={brandId} brandId={brandId} />}
    </RequireBrand>
  );
}
