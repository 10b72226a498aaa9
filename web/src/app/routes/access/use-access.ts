import type { UserInfo } from '@ws/contracts';
import { useUserInfo } from '@/lib/queries/user-info';
import { useBrandPolicy } from '../../../features/shell/api/get-entry-brand';
import type { ShellFeatures } from '../../../features/shell/shell-features';
import { shellFeatures } from '../../../features/shell/shell-features';
import type { PolicyChecker } from '../../../lib/policy';
import { createPolicy } from '../../../lib/policy';

export type Access =
  { state: 'checking' } | { state: 'ready'; features: ShellFeatures; policy: PolicyChecker };

/** The brand an employer's access and frame are read for: the entry brand; a candidate has none. */
export const accessBrandOf = (info: UserInfo | undefined) =>
  info?.user_employer ? info.entry_mode?.brand_id : undefined;

/** The signed-in user's products, sales access and policy (§1, §6), once user info and policy are in. */
export function useAccess(): Access {
  const user = useUserInfo();
  const info = user.data;
  const brandId = accessBrandOf(info);
  const policyQuery = useBrandPolicy(brandId);
  if (!info || (brandId && policyQuery.isPending)) return { state: 'checking' };
  const policy = createPolicy(policyQuery.data);
  return { state: 'ready', features: shellFeatures(info, policy, []), policy };
}
