import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const brandPolicyQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.users.brandPolicy, { brandId }),
    queryFn: () => request(api.users.brandPolicy, { params: { brandId } }),
    staleTime: 60_000,
  });

export const brandServicesQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.services, { brand_ids: [brandId] }),
    queryFn: () => request(api.brands.services, { query: { brand_ids: [brandId] } }),
    select: (rows) => rows.find((r) => r.brand_id === brandId)?.services ?? [],
    staleTime: 60_000,
  });

export const useBrandPolicy = (brandId: string | undefined) =>
  useQuery({ ...brandPolicyQueryOptions(brandId ?? ''), enabled: Boolean(brandId) });

export const useBrandServices = (brandId: string | undefined) =>
  useQuery({ ...brandServicesQueryOptions(brandId ?? ''), enabled: Boolean(brandId) });
