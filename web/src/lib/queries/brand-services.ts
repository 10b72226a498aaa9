import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../api-client';
import { keyFor } from '../query-keys';

/** A brand's services: the frame's menus and the profile's colours both depend on them (MICE). */
export const getBrandServices = (brandId: string) =>
  request(api.brands.services, { query: { brand_ids: [brandId] } });

export const brandServicesQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.services, { brand_ids: [brandId] }),
    queryFn: () => getBrandServices(brandId),
    select: (rows) => rows.find((r) => r.brand_id === brandId)?.services ?? [],
    // A service switched on or off shows in the frame within a minute.
    staleTime: 60_000,
  });

export const useBrandServices = (brandId: string | null | undefined) =>
  useQuery({ ...brandServicesQueryOptions(brandId ?? ''), enabled: Boolean(brandId) });
