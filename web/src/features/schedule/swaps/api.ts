import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/**
 * A swap call that writes: once it succeeds, every list and week that shows swaps or shifts is
 * read again, since a take or a decision may move shifts between people.
 */
function useSwapWrite<V, R>(write: (input: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all(
        [api.swaps.mine, api.swaps.team, api.myShifts.week, api.shifts.week].map((entry) =>
          client.invalidateQueries({ queryKey: keyFor(entry) }),
        ),
      ),
  });
}

/** The caller's swaps, the offered shifts they may take, and colleagues' shifts to trade for. */
export const useMySwaps = () =>
  useQuery({ queryKey: keyFor(api.swaps.mine), queryFn: () => request(api.swaps.mine, {}) });

/** Taken swaps at the brand awaiting the manager, and whether they must wait. */
export const useTeamSwaps = (brandId: string) =>
  useQuery({
    queryKey: keyFor(api.swaps.team, { brandId }),
    queryFn: () => request(api.swaps.team, { params: { brandId } }),
  });

export const useOfferSwap = () =>
  useSwapWrite((body: { shift_id: string; counter_shift_id: string | null }) =>
    request(api.swaps.offer, { body }),
  );

export const useTakeSwap = () =>
  useSwapWrite((swapId: string) => request(api.swaps.take, { params: { swapId } }));

export const useCancelSwap = () =>
  useSwapWrite((swapId: string) => request(api.swaps.cancel, { params: { swapId } }));

/** Approve, or decline with the reason written (none when left blank). */
export const useDecideSwap = (brandId: string) =>
  useSwapWrite(
    ({ swapId, approve, reason }: { swapId: string; approve: boolean; reason: string }) =>
      approve
        ? request(api.swaps.approve, { params: { brandId, swapId } })
        : request(api.swaps.decline, {
            params: { brandId, swapId },
            body: reason.trim() ? { reason: reason.trim() } : {},
          }),
  );

export const useSwapApproval = (brandId: string) =>
  useSwapWrite((required: boolean) =>
    request(api.swaps.settings, { params: { brandId }, body: { approval_required: required } }),
  );
