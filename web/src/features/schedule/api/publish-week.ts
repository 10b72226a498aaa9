import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const publishWeek = (brandId: string, weekStart: string) =>
  request(api.shifts.publish, { params: { brandId }, body: { week_start: weekStart } });

export function usePublishWeek(brandId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (weekStart: string) => publishWeek(brandId, weekStart),
    onSuccess: () => client.invalidateQueries({ queryKey: keyFor(api.shifts.week) }),
  });
}
