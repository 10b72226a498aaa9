import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { invalidateRewards } from './invalidate-rewards';

export const deleteRaffle = (brandId: string, raffleId: string) =>
  request(api.rewards.deleteRaffle, { params: { brandId, raffleId } });

export function useDeleteRaffle(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRaffle(brandId, id),
    onSuccess: () =>
      invalidateRewards(queryClient, [api.rewards.listRaffles, api.rewards.getRaffle]),
  });
}
