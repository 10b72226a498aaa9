import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { invalidateRewards } from './invalidate-rewards';

export const drawRaffle = (brandId: string, raffleId: string) =>
  request(api.rewards.drawRaffle, { params: { brandId, raffleId } });

export function useDrawRaffle(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => drawRaffle(brandId, id),
    onSuccess: () =>
      invalidateRewards(queryClient, [api.rewards.listRaffles, api.rewards.getRaffle]),
  });
}
