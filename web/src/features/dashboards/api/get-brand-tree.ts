import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const getBrandTree = (brandId: string) =>
  request(api.brands.tree, { params: { brandId }, query: { include_archived: 'false' } });

export const brandTreeQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.tree, { brandId, include_archived: 'false' }),
    queryFn: () => getBrandTree(brandId),
    staleTime: 60_000,
  });

export const useBrandTree = (brandId: string) => useQuery(brandTreeQueryOptions(brandId));
