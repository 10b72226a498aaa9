import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const employerSchemeQueryOptions = () =>
  queryOptions({
    queryKey: keyFor(api.profile.employerScheme),
    queryFn: () => request(api.profile.employerScheme, { query: {} }),
    staleTime: 300_000,
  });

export const jobSeekerSchemeQueryOptions = () =>
  queryOptions({
    queryKey: keyFor(api.profile.jobSeekerScheme),
    queryFn: () => request(api.profile.jobSeekerScheme, { query: {} }),
    staleTime: 300_000,
  });

/** Employers load their scheme only when MICE allows it (§6); candidates load their own. */
export function useProfileScheme({ employer, employerScheme, ready }: { employer: boolean; employerScheme: boolean; ready: boolean }) {
  const employerQuery = useQuery({ ...employerSchemeQueryOptions(), enabled: ready && employer && employerScheme });
  const seekerQuery = useQuery({ ...jobSeekerSchemeQueryOptions(), enabled: ready && !employer });
  return employer ? employerQuery.data : seekerQuery.data;
}
