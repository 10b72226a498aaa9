import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { offsetForPage } from '../../../lib/paging';
import { keyFor } from '../../../lib/query-keys';

const FRESH_MS = 60_000;

/** The locations under the brand the employer may act on, with head counts. */
export const locationsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.userLocations, { brandId }),
    queryFn: () => request(api.brands.userLocations, { params: { brandId } }),
    staleTime: FRESH_MS,
  });

export const useLocations = (brandId: string) => useQuery(locationsQueryOptions(brandId));

/** How many locations the portal's home shows a page: a group has hundreds. */
export const LOCATIONS_PAGE_SIZE = 10;

/** One page of those locations, those matching `search`, with the brand's totals. */
export function locationsPageQueryOptions(brandId: string, search: string, page: number) {
  const q = search.trim();
  const query = {
    ...(q ? { q } : {}),
    offset: String(offsetForPage(page, LOCATIONS_PAGE_SIZE)),
    limit: String(LOCATIONS_PAGE_SIZE),
  };
  return queryOptions({
    queryKey: keyFor(api.brands.locationsPage, { brandId, ...query }),
    queryFn: ({ signal }) =>
      request(api.brands.locationsPage, { params: { brandId }, query, signal }),
    staleTime: FRESH_MS,
  });
}

/** A page of locations; the page on show stays while the next one (or the next search's) loads. */
export const useLocationsPage = (brandId: string, search: string, page: number) =>
  useQuery({
    ...locationsPageQueryOptions(brandId, search, page),
    placeholderData: keepPreviousData,
  });
