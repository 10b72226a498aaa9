import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const getRewardsConfiguration = (brandId: string) =>
  request(api.rewards.getConfiguration, { params: { brandId } });

export const rewardsConfigurationQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.rewards.getConfiguration, { brandId }),
    queryFn: () => getRewardsConfiguration(brandId),
  });

export const useRewardsConfiguration = (brandId: string) =>
  useQuery(rewardsConfigurationQueryOptions(brandId));
