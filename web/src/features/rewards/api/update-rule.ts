import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import type { BodyOf } from '@ws/contracts';
import { request } from '../../../lib/api-client';
import { invalidateRewards } from './invalidate-rewards';

export type UpdateRuleBody = BodyOf<typeof api.rewards.updateRule>;

export const updateRule = (brandId: string, ruleId: string, body: UpdateRuleBody) =>
  request(api.rewards.updateRule, { params: { brandId, ruleId }, body });

export function useUpdateRule(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateRuleBody }) =>
      updateRule(brandId, id, body),
    onSuccess: () => invalidateRewards(queryClient, [api.rewards.listRules, api.rewards.getRule]),
  });
}
