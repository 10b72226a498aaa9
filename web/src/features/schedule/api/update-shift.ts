import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import type { BodyOf } from '@ws/contracts';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export type ShiftPatch = BodyOf<typeof api.shifts.update>;

/** Edits or moves a shift: a move is a new start and end, and maybe a new person. */
export const updateShift = (brandId: string, shiftId: string, body: ShiftPatch) =>
  request(api.shifts.update, { params: { brandId, shiftId }, body });

export function useUpdateShift(brandId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ shiftId, body }: { shiftId: string; body: ShiftPatch }) =>
      updateShift(brandId, shiftId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: keyFor(api.shifts.week) }),
  });
}
