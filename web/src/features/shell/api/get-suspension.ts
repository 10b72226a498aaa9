import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const suspensionQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.suspension, { brandId }),
    queryFn: () => request(api.brands.suspension, { params: { brandId }, query: {} }),
    staleTime: 60_000,
  });

export const useSuspension = (brandId: string | undefined) =>
  useQuery({ ...suspensionQueryOptions(brandId ?? ''), enabled: Boolean(brandId) });
