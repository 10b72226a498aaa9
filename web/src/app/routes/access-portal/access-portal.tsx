import { useTranslation } from 'react-i18next';
import { RequireBrand } from '../../../components/ui/require-brand/require-brand';
import { paths } from '../../../config/paths';
import { AccessPortal } from '../../../features/access-portal/components/access-portal';
import { useCurrentBrand } from '../enterprise/use-current-brand';
import type { RouteHandle } from '../route-prefetch';

export const handle: RouteHandle = { namespaces: ['access-portal'] };

export function Component() {
  const { t } = useTranslation('access-portal');
  const brand = useCurrentBrand();
  return (
    <RequireBrand brand={brand} title={t('title')} missing={t('brandMissing')}>
      {(brandId) => (
        <AccessPortal
          key={brandId}
          brandId={brandId}
          topLevel={brandId.startsWith('GP-')}
          basePath={paths.accessPortal}
        />
      )}
    </RequireBrand>
  );
}
