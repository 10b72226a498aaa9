import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** Name, type, slug, colours and time zone of a brand (settings: brand basic info). */
export const getBasicInfo = (brandId: string) =>
  request(api.brands.basicInfo, { params: { brandId } });

export const basicInfoQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.basicInfo, { brandId }),
    queryFn: () => getBasicInfo(brandId),
    staleTime: 60_000,
  });

export const useBasicInfo = (brandId: string) => useQuery(basicInfoQueryOptions(brandId));
