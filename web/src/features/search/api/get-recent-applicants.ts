import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/**
 * No call of §7 searches candidates, so the search looks through the brand's newest applications,
 * archived included: the largest page the endpoint allows rather than the screens' page of 10.
 */
const query = (brandId: string) =>
  ({ brand: brandId, offset: '0', limit: '100', include_archived: 'true' }) as const;

export const getRecentApplicants = (brandId: string) =>
  request(api.applications.employerApplications, { query: query(brandId) });

export const recentApplicantsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.applications.employerApplications, query(brandId)),
    queryFn: () => getRecentApplicants(brandId),
    staleTime: 30_000,
  });

export const useRecentApplicants = (brandId: string | null) =>
  useQuery({ ...recentApplicantsQueryOptions(brandId ?? ''), enabled: Boolean(brandId) });
