import { useTranslation } from 'react-i18next';
import { SchedulePage } from '../../../features/schedule/components/schedule-page';
import { useCurrentBrand } from '../enterprise/use-current-brand';

export function Component() {
  const { t } = useTranslation('schedule');
  const { brandId, isPending } = useCurrentBrand();
  if (isPending) return <section className="page" aria-busy="true" />;
  if (!brandId) {
    return (
      <section className="page">
        <h1>{t('title')}</h1>
        <p>{t('brandMissing')}</p>
      </section>
    );
  }
  return <SchedulePage key={brandId} brandId={brandId} />;
}
