import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

const LIMIT = 20;

export const searchBrands = (brandId: string, term: string) =>
  request(api.brands.search, { params: { brandId }, body: { query: term, limit: LIMIT } });

export const searchBrandsQueryOptions = (brandId: string, term: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.search, { brandId, term }),
    queryFn: () => searchBrands(brandId, term),
    // As the employees' and candidates': the answer the frame asked for early is the one shown.
    staleTime: 30_000,
  });

/** Brands and locations under the caller's brand whose name, city or id matches. */
export const useSearchBrands = (brandId: string | null, term: string) =>
  useQuery({
    ...searchBrandsQueryOptions(brandId ?? '', term),
    enabled: Boolean(brandId) && term.length > 0,
  });
