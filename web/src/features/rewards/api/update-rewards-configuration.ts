import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import type { RewardsConfiguration } from '@ws/contracts';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const updateRewardsConfiguration = (brandId: string, body: RewardsConfiguration) =>
  request(api.rewards.updateConfiguration, { params: { brandId }, body });

export function useUpdateRewardsConfiguration(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RewardsConfiguration) => updateRewardsConfiguration(brandId, body),
    onSuccess: (saved) =>
      queryClient.setQueryData(keyFor(api.rewards.getConfiguration, { brandId }), saved),
  });
}
