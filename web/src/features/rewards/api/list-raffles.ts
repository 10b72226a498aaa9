import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const listRaffles = (brandId: string) =>
  request(api.rewards.listRaffles, { params: { brandId } });

export const rafflesQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.rewards.listRaffles, { brandId }),
    queryFn: () => listRaffles(brandId),
  });

export const useRaffles = (brandId: string) => useQuery(rafflesQueryOptions(brandId));
