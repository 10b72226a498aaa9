import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** My schedule: the caller's published shifts and the open shifts they may claim, for a week. */
export const useMyWeek = (weekStart: string) =>
  useQuery({
    queryKey: keyFor(api.myShifts.week, { week_start: weekStart }),
    queryFn: () => request(api.myShifts.week, { query: { week_start: weekStart } }),
    placeholderData: keepPreviousData,
  });

export function useClaimShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shiftId: string) => request(api.myShifts.claim, { params: { shiftId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyFor(api.myShifts.week) }),
  });
}
