import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../api-client';
import { keyFor } from '../query-keys';

/** Whose colours a profile is shown in: the brand's employer scheme, or the job-seeker one. */
export type SchemeSource = 'employer' | 'jobSeeker';

export const getProfileScheme = (source: SchemeSource) =>
  source === 'employer'
    ? request(api.profile.employerScheme, { query: {} })
    : request(api.profile.jobSeekerScheme, { query: {} });

export const profileSchemeQueryOptions = (source: SchemeSource) =>
  queryOptions({
    queryKey: keyFor(
      source === 'employer' ? api.profile.employerScheme : api.profile.jobSeekerScheme,
    ),
    queryFn: () => getProfileScheme(source),
    staleTime: 300_000,
  });

/** The scheme of `source`, asked for once `enabled` (the frame waits until it knows which one applies). */
export const useProfileScheme = (source: SchemeSource, enabled = true) =>
  useQuery({ ...profileSchemeQueryOptions(source), enabled });
