import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

const query = (brandId: string) => ({ brand_id: brandId, get_all_positions: 'true' }) as const;

/** Which position category (FOH, BOH, …) each position of the brand's enterprise belongs to. */
export const positionCategoriesQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.categoryPositions, query(brandId)),
    queryFn: () => request(api.brands.categoryPositions, { query: query(brandId) }),
    select: (categories) => new Map(categories.flatMap((c) => c.positions.map((p) => [p.id, c.code] as const))),
    staleTime: 60_000,
  });

export const usePositionCategories = (brandId: string) => useQuery(positionCategoriesQueryOptions(brandId));
