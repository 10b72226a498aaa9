import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

const query = { include_children: 'true' } as const;

/** Everyone employed at the brand and its locations: the headcount figures. */
export const getBrandUsers = (brandId: string) => request(api.brands.users, { params: { brandId }, query });

export const brandUsersQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.users, { brandId, ...query }),
    queryFn: () => getBrandUsers(brandId),
    staleTime: 60_000,
  });

export const useBrandUsers = (brandId: string) => useQuery(brandUsersQueryOptions(brandId));
