import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../api-client';
import { keyFor } from '../query-keys';

/** The brand's reports settings: the location filter the dashboards group by and the default period. */
export const getReportsSettings = (brandId: string) =>
  request(api.brands.reportsSettings, { params: { brandId } });

export const reportsSettingsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.reportsSettings, { brandId }),
    queryFn: () => getReportsSettings(brandId),
    staleTime: 60_000,
  });

export const useReportsSettings = (brandId: string) =>
  useQuery(reportsSettingsQueryOptions(brandId));
