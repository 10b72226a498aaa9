import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import type { BodyOf } from '@ws/contracts';
import { request } from '../../../lib/api-client';
import { invalidateRewards } from './invalidate-rewards';

export type UpdateRaffleBody = BodyOf<typeof api.rewards.updateRaffle>;

export const updateRaffle = (brandId: string, raffleId: string, body: UpdateRaffleBody) =>
  request(api.rewards.updateRaffle, { params: { brandId, raffleId }, body });

export function useUpdateRaffle(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateRaffleBody }) =>
      updateRaffle(brandId, id, body),
    onSuccess: () =>
      invalidateRewards(queryClient, [api.rewards.listRaffles, api.rewards.getRaffle]),
  });
}
