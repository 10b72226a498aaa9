import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** The reporting location filter (ALL_LEVELS or CHILDREN_ONLY) the dashboards group by. */
export const getReportsSettings = (brandId: string) => request(api.brands.reportsSettings, { params: { brandId } });

export const reportsSettingsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.reportsSettings, { brandId }),
    queryFn: () => getReportsSettings(brandId),
    staleTime: 60_000,
  });

export const useReportsSettings = (brandId: string) => useQuery(reportsSettingsQueryOptions(brandId));
