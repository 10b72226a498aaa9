import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../api-client';
import { keyFor } from '../query-keys';

/**
 * Name, type, slug, colours and time zone of a brand: the access portal's settings, and the name
 * the header's brand switcher shows (one brand's record, not the whole list of an enterprise).
 */
export const brandBasicInfoQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.basicInfo, { brandId }),
    queryFn: () => request(api.brands.basicInfo, { params: { brandId } }),
    staleTime: 60_000,
  });

export const useBrandBasicInfo = (brandId: string, enabled = true) =>
  useQuery({ ...brandBasicInfoQueryOptions(brandId), enabled });
