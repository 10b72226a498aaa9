import { useCurrentBrandId } from '../../../features/brands-context/enterprise-context';
import { useUserInfo } from '@/lib/queries/user-info';

/** The brand a screen reports on: a gid link's enterprise, the brand picked in the switcher, else the entry brand. */
export function useCurrentBrand(): { brandId: string | null; isPending: boolean } {
  const user = useUserInfo();
  const brandId = useCurrentBrandId(user.data?.entry_mode?.brand_id ?? null);
  return { brandId, isPending: !brandId && user.isPending };
}
