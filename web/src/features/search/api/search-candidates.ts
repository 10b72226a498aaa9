import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/**
 * No call of §7 searches candidates, so the search asks the applications list, archived included,
 * for the newest applications whose candidate's name starts with the term's words: the server
 * looks through every application, and answers only the ones a search shows.
 */
const query = (brandId: string, term: string) =>
  ({ brand: brandId, q: term, offset: '0', limit: '50', include_archived: 'true' }) as const;

export const candidateApplicationsQueryOptions = (brandId: string, term: string) =>
  queryOptions({
    queryKey: keyFor(api.applications.employerApplications, query(brandId, term)),
    queryFn: () => request(api.applications.employerApplications, { query: query(brandId, term) }),
    staleTime: 30_000,
  });

export const useCandidateApplications = (brandId: string | null, term: string) =>
  useQuery({
    ...candidateApplicationsQueryOptions(brandId ?? '', term),
    enabled: Boolean(brandId) && term.trim().length > 0,
  });
