import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { invalidateRewards } from './invalidate-rewards';

export const deleteRule = (brandId: string, ruleId: string) =>
  request(api.rewards.deleteRule, { params: { brandId, ruleId } });

export function useDeleteRule(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRule(brandId, id),
    onSuccess: () => invalidateRewards(queryClient, [api.rewards.listRules, api.rewards.getRule]),
  });
}
