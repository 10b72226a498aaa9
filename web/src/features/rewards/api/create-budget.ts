import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import type { BodyOf } from '@ws/contracts';
import { request } from '../../../lib/api-client';
import { invalidateRewards } from './invalidate-rewards';

export type CreateBudgetBody = BodyOf<typeof api.rewards.createBudget>;

export const createBudget = (brandId: string, body: CreateBudgetBody) =>
  request(api.rewards.createBudget, { params: { brandId }, body });

export function useCreateBudget(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBudgetBody) => createBudget(brandId, body),
    onSuccess: () => invalidateRewards(queryClient, [api.rewards.listBudgets]),
  });
}
