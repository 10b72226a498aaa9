import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

const query = { include_archived: 'false' } as const;

/** The brand and its locations: what a budget may cover. */
export const getBrandTree = (brandId: string) => request(api.brands.tree, { params: { brandId }, query });

export const brandTreeQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.tree, { brandId, ...query }),
    queryFn: () => getBrandTree(brandId),
    staleTime: 60_000,
  });

export const useBrandTree = (brandId: string) => useQuery(brandTreeQueryOptions(brandId));
