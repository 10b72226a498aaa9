import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const brandRumSettingsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.versioning.brandRumSettings, { brandId }),
    queryFn: () => request(api.versioning.brandRumSettings, { params: { brandId } }),
    staleTime: Infinity,
  });

export const useBrandRumSettings = (brandId: string | undefined) =>
  useQuery({ ...brandRumSettingsQueryOptions(brandId ?? ''), enabled: Boolean(brandId) });
