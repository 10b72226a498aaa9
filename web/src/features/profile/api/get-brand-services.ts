import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** The entry brand's services: MICE decides which profile scheme applies [R6-05]. */
export const getBrandServices = (brandId: string) =>
  request(api.brands.services, { query: { brand_ids: [brandId] } });

export const brandServicesQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.services, { brand_ids: [brandId] }),
    queryFn: () => getBrandServices(brandId),
    select: (rows) => rows.find((r) => r.brand_id === brandId)?.services ?? [],
    staleTime: 300_000,
  });

export const useBrandServices = (brandId: string | null) =>
  useQuery({ ...brandServicesQueryOptions(brandId ?? ''), enabled: brandId !== null });
