import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const listRules = (brandId: string) =>
  request(api.rewards.listRules, { params: { brandId } });

export const rulesQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.rewards.listRules, { brandId }),
    queryFn: () => listRules(brandId),
  });

export const useRules = (brandId: string) => useQuery(rulesQueryOptions(brandId));
