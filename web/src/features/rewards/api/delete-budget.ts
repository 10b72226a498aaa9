import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { invalidateRewards } from './invalidate-rewards';

export const deleteBudget = (brandId: string, budgetId: string) =>
  request(api.rewards.deleteBudget, { params: { brandId, budgetId } });

export function useDeleteBudget(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBudget(brandId, id),
    onSuccess: () =>
      invalidateRewards(queryClient, [api.rewards.listBudgets, api.rewards.getBudget]),
  });
}
