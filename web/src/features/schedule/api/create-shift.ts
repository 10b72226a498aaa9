import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import type { BodyOf } from '@ws/contracts';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export type ShiftInput = BodyOf<typeof api.shifts.create>;

export const createShift = (brandId: string, body: ShiftInput) =>
  request(api.shifts.create, { params: { brandId }, body });

export function useCreateShift(brandId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShiftInput) => createShift(brandId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: keyFor(api.shifts.week) }),
  });
}
