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

export const useBrandPolicy = (brandId: string | undefined) =>
  useQuery({ ...brandPolicyQueryOptions(brandId ?? ''), enabled: Boolean(brandId) });
