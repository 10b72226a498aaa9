import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import type { BodyOf } from '@ws/contracts';
import { request } from '../../../lib/api-client';
import { invalidateRewards } from './invalidate-rewards';

export type UpdateBudgetBody = BodyOf<typeof api.rewards.updateBudget>;

export const updateBudget = (brandId: string, budgetId: string, body: UpdateBudgetBody) =>
  request(api.rewards.updateBudget, { params: { brandId, budgetId }, body });

export function useUpdateBudget(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateBudgetBody }) =>
      updateBudget(brandId, id, body),
    onSuccess: () =>
      invalidateRewards(queryClient, [api.rewards.listBudgets, api.rewards.getBudget]),
  });
}
