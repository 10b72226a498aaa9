import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const deleteShift = (brandId: string, shiftId: string) =>
  request(api.shifts.remove, { params: { brandId, shiftId } });

export function useDeleteShift(brandId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shiftId: string) => deleteShift(brandId, shiftId),
    onSuccess: () => client.invalidateQueries({ queryKey: keyFor(api.shifts.week) }),
  });
}
