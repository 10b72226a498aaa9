import type { QueryClient } from '@tanstack/react-query';
import { candidateApplicationsQueryOptions } from './api/search-candidates';
import { searchBrandsQueryOptions } from './api/search-brands';
import { EMPLOYEES_SHOWN, searchEmployeesQueryOptions } from './api/search-employees';

/**
 * A search's three calls for a term (the brands, the employees a search shows at first and the
 * candidates), asked for as soon as the frame knows the caller's brand rather than once the frame
 * and the results are drawn: the very queries the results then read.
 */
export function prefetchSearch(queryClient: QueryClient, brandId: string, term: string) {
  void queryClient.prefetchQuery(searchBrandsQueryOptions(brandId, term));
  void queryClient.prefetchQuery(searchEmployeesQueryOptions(brandId, term, EMPLOYEES_SHOWN));
  void queryClient.prefetchQuery(candidateApplicationsQueryOptions(brandId, term));
}
