/**
 * What the signed-in frame reads before it can draw, and the opened screen's first calls, asked for
 * before the frame asks for them itself.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { brandServicesQueryOptions } from '@/lib/queries/brand-services';
import { userInfoQueryOptions } from '@/lib/queries/user-info';
import { brandPolicyQueryOptions } from '../../features/shell/api/get-entry-brand';
import { shellFeatures } from '../../features/shell/shell-features';
import { createPolicy } from '../../lib/policy';
import { accessBrandOf } from './access/use-access';
import type { RoutePrefetch } from './route-prefetch';

/**
 * The user, then the brand's policy and services. Each is fresh for a minute and a call on its way
 * is shared, so asking again (the frame, or prefetchFrame after the start asked) calls nothing twice.
 */
export async function prefetchFrameFacts(queryClient: QueryClient) {
  const info = await queryClient.fetchQuery(userInfoQueryOptions());
  const brandId = accessBrandOf(info);
  if (brandId) void queryClient.prefetchQuery(brandServicesQueryOptions(brandId));
  const policy = brandId
    ? await queryClient.fetchQuery(brandPolicyQueryOptions(brandId))
    : undefined;
  return { info, features: shellFeatures(info, createPolicy(policy), []) };
}

/**
 * Asked for as soon as the session is known to be signed in, while the MFA status is still read:
 * the frame's facts, and once the policy says what the user may do, the first
 * calls of the screen opened (`prefetches`). Asked for by the frame itself, each waited for the
 * render that the one before allowed, one after another (a tenth of a second each on a slow phone).
 */
export function prefetchFrame(
  queryClient: QueryClient,
  prefetches: readonly RoutePrefetch[],
  search: URLSearchParams,
  params: Params,
) {
  prefetchFrameFacts(queryClient)
    .then(({ info, features }) => {
      for (const prefetch of prefetches) prefetch(queryClient, { info, features, search, params });
    })
    // The frame reads a failure from its queries and signs out for it, or shows it.
    .catch(() => undefined);
}
