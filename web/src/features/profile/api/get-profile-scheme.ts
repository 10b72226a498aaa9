import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export type SchemeSource = 'employer' | 'jobSeeker';

export const getProfileScheme = (source: SchemeSource) =>
  source === 'employer'
    ? request(api.profile.employerScheme, { query: {} })
    : request(api.profile.jobSeekerScheme, { query: {} });

export const profileSchemeQueryOptions = (source: SchemeSource) =>
  queryOptions({
    queryKey: keyFor(source === 'employer' ? api.profile.employerScheme : api.profile.jobSeekerScheme),
    queryFn: () => getProfileScheme(source),
    staleTime: 300_000,
  });

export const useProfileScheme = (source: SchemeSource | null) =>
  useQuery({ ...profileSchemeQueryOptions(source ?? 'jobSeeker'), enabled: source !== null });
