import { readUserContext } from '../../../features/brands-context/user-context';
import { useUserInfo } from '../../../features/session/api/get-user-info';

/** The brand a screen reports on: the one picked in the brand switcher, else the entry brand. */
export function useCurrentBrand(): { brandId: string | null; isPending: boolean } {
  const user = useUserInfo();
  const picked = readUserContext()?.active_brand?.brand_id;
  return { brandId: picked ?? user.data?.entry_mode?.brand_id ?? null, isPending: user.isPending };
}
