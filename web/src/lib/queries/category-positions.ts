import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../api-client';
import { keyFor } from '../query-keys';

const query = (brandId: string) => ({ brand_id: brandId, get_all_positions: 'true' }) as const;

/** The open positions of the brand's enterprise by category (FOH, BOH, …), each with its type code. */
export const getCategoryPositions = (brandId: string) =>
  request(api.brands.categoryPositions, { query: query(brandId) });

export const categoryPositionsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.categoryPositions, query(brandId)),
    queryFn: () => getCategoryPositions(brandId),
    staleTime: 60_000,
  });

export const useCategoryPositions = (brandId: string) =>
  useQuery(categoryPositionsQueryOptions(brandId));
