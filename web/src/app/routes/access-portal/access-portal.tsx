import { useTranslation } from 'react-i18next';
import { RequireBrand } from '../../../components/ui/require-brand/require-brand';
import { paths } from '../../../config/paths';
import { AccessPortal } from '../../../features/access-portal/components/access-portal';
import { isGroup, prefetchPortalHome } from '../../../features/access-portal/prefetch-portal-home';
import { currentBrandId } from '../../../features/brands-context/enterprise-context';
import { useCurrentBrand } from '../enterprise/use-current-brand';
import type { RouteHandle } from '../route-prefetch';

export const handle: RouteHandle = {
  namespaces: ['access-portal'],
  // The home's calls, on the route's own address only: its settings pages read others.
  prefetch: (queryClient, { info, search, params }) => {
    const brandId = currentBrandId(info.entry_mode?.brand_id ?? null, search.toString());
    if (brandId && !params['*']) prefetchPortalHome(queryClient, brandId, search);
  },
};

export function Component() {
  const { t } = useTranslation('access-portal');
  const brand = useCurrentBrand();
  return (
    <RequireBrand brand={brand} title={t('title')} missing={t('brandMissing')}>
      {(brandId) => (
        <AccessPortal
          key={brandId}
          brandId={brandId}
          topLevel={isGroup(brandId)}
          basePath={paths.accessPortal}
        />
      )}
    </RequireBrand>
  );
}
