import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

type Answers = BodyOf<typeof api.myShifts.clockOut>['answers'];

/** A shift and the active clock-out questions of its location. */
export const useClockOutForm = (shiftId: string) =>
  useQuery({
    queryKey: keyFor(api.myShifts.clockOutForm, { shiftId }),
    queryFn: () => request(api.myShifts.clockOutForm, { params: { shiftId } }),
  });

export function useClockOut(shiftId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: Answers) =>
      request(api.myShifts.clockOut, { params: { shiftId }, body: { answers } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyFor(api.myShifts.week) }),
  });
}

/** What the team answered when clocking out of the week's shifts, for the manager. */
export const useClockOuts = (brandId: string, weekStart: string) =>
  useQuery({
    queryKey: keyFor(api.attestation.clockOuts, { brandId, week_start: weekStart }),
    queryFn: () =>
      request(api.attestation.clockOuts, { params: { brandId }, query: { week_start: weekStart } }),
  });
