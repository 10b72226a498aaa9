import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { AccessPortal } from '../../../features/access-portal/components/access-portal';
import { useCurrentBrand } from '../enterprise/use-current-brand';

export function Component() {
  const { t } = useTranslation('access-portal');
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
  return <AccessPortal key={brandId} brandId={brandId} topLevel={brandId.startsWith('GP-')} basePath={paths.accessPortal} />;
}
