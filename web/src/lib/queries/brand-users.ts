import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../api-client';
import { keyFor } from '../query-keys';

const query = { include_children: 'true' } as const;

/**
 * Everyone employed at the brand and its locations. Search, raffle entrants and the dashboards'
 * headcount read the same list, so they share one query (one cache entry, one fetch).
 */
export const brandUsersQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.users, { brandId, ...query }),
    queryFn: () => request(api.brands.users, { params: { brandId }, query }),
    staleTime: 60_000,
  });

export const useBrandUsers = (brandId: string | null) =>
  useQuery({ ...brandUsersQueryOptions(brandId ?? ''), enabled: Boolean(brandId) });
