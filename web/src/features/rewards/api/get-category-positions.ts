import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** Open positions of the brand's enterprise: who a rule may be for. */
export const getCategoryPositions = (brandId: string) =>
  request(api.brands.categoryPositions, { query: { brand_id: brandId, get_all_positions: 'true' } });

export const categoryPositionsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.categoryPositions, { brand_id: brandId, get_all_positions: 'true' }),
    queryFn: () => getCategoryPositions(brandId),
    staleTime: 60_000,
  });

export const useCategoryPositions = (brandId: string) => useQuery(categoryPositionsQueryOptions(brandId));
