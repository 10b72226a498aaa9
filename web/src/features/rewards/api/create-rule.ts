import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import type { BodyOf } from '@ws/contracts';
import { request } from '../../../lib/api-client';
import { invalidateRewards } from './invalidate-rewards';

export type CreateRuleBody = BodyOf<typeof api.rewards.createRule>;

export const createRule = (brandId: string, body: CreateRuleBody) =>
  request(api.rewards.createRule, { params: { brandId }, body });

export function useCreateRule(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRuleBody) => createRule(brandId, body),
    onSuccess: () => invalidateRewards(queryClient, [api.rewards.listRules]),
  });
}
