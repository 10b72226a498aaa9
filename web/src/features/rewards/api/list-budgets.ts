import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const listBudgets = (brandId: string) =>
  request(api.rewards.listBudgets, { params: { brandId } });

export const budgetsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.rewards.listBudgets, { brandId }),
    queryFn: () => listBudgets(brandId),
  });

export const useBudgets = (brandId: string) => useQuery(budgetsQueryOptions(brandId));
