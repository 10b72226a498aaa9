import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import type { BodyOf } from '@ws/contracts';
import { request } from '../../../lib/api-client';
import { invalidateRewards } from './invalidate-rewards';

export type CreateRaffleBody = BodyOf<typeof api.rewards.createRaffle>;

export const createRaffle = (brandId: string, body: CreateRaffleBody) =>
  request(api.rewards.createRaffle, { params: { brandId }, body });

export function useCreateRaffle(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRaffleBody) => createRaffle(brandId, body),
    onSuccess: () => invalidateRewards(queryClient, [api.rewards.listRaffles]),
  });
}
