import type { QueryClient } from '@tanstack/react-query';
import { brandBasicInfoQueryOptions } from '@/lib/queries/brand-basic-info';
import { pageFromParam } from '@/lib/paging';
import { groupQueryOptions } from './api/get-group';
import { locationsPageQueryOptions } from './api/get-locations';

/** Only a GP- brand is a group, with a group's counts. */
export const isGroup = (brandId: string) => brandId.startsWith('GP-');

/**
 * The portal home's first calls for its URL (the brand's name, a group's counts and the page of
 * locations its search and page name), asked for as soon as the frame knows the brand rather than
 * once the frame and the portal are drawn: the very queries the home then reads.
 */
export function prefetchPortalHome(
  queryClient: QueryClient,
  brandId: string,
  search: URLSearchParams,
) {
  void queryClient.prefetchQuery(brandBasicInfoQueryOptions(brandId));
  if (isGroup(brandId)) void queryClient.prefetchQuery(groupQueryOptions(brandId));
  const page = pageFromParam(search.get('page'));
  void queryClient.prefetchQuery(locationsPageQueryOptions(brandId, search.get('q') ?? '', page));
}
