import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** §7 the TEAM_LIVE clock-in settings of the brand being scheduled. */
export const teamliveSettingsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.teamliveSettings, { brandId }),
    queryFn: () => request(api.brands.teamliveSettings, { params: { brandId } }),
    staleTime: 60_000,
  });

/** §7 the break-waiver files settings of the brand being scheduled. */
export const breakWaiverQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.breakWaiverSettings, { brandId }),
    queryFn: () => request(api.brands.breakWaiverSettings, { params: { brandId } }),
    staleTime: 60_000,
  });

export const useTeamliveSettings = (brandId: string) =>
  useQuery(teamliveSettingsQueryOptions(brandId));
export const useBreakWaiver = (brandId: string) => useQuery(breakWaiverQueryOptions(brandId));
