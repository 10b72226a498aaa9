import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** The employees a search shows at first; "Show more" asks for the next ones. */
export const EMPLOYEES_SHOWN = 20;
/** The most the server answers in one call. */
export const EMPLOYEES_MOST = 50;

const query = (term: string, limit: number) => ({ q: term, limit: String(limit) });

export const searchEmployeesQueryOptions = (brandId: string, term: string, limit: number) =>
  queryOptions({
    queryKey: keyFor(api.brands.userSearch, { brandId, ...query(term, limit) }),
    queryFn: () =>
      request(api.brands.userSearch, { params: { brandId }, query: query(term, limit) }),
    staleTime: 30_000,
  });

/**
 * The employees under the brand whose name or position matches, asked of the server a page at a
 * time: an enterprise's whole staff is thousands of people, and a search shows a handful.
 */
export const useSearchEmployees = (brandId: string | null, term: string, limit: number) =>
  useQuery({
    ...searchEmployeesQueryOptions(brandId ?? '', term, limit),
    enabled: Boolean(brandId) && term.trim().length > 0,
    // "Show more" keeps the rows on show while the longer list loads.
    placeholderData: keepPreviousData,
  });
