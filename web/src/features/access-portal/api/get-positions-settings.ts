import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** Settings: positions (levels and management mode). */
export const getPositionsSettings = (brandId: string) =>
  request(api.brands.positionsSettings, { params: { brandId } });

export const positionsSettingsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.positionsSettings, { brandId }),
    queryFn: () => getPositionsSettings(brandId),
    staleTime: 60_000,
  });

export const usePositionsSettings = (brandId: string) =>
  useQuery(positionsSettingsQueryOptions(brandId));
