import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** Copies last week's shifts into the week as drafts; the answer counts what was copied and skipped. */
export function useCopyLastWeek(brandId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (weekStart: string) =>
      request(api.shifts.copyWeek, { params: { brandId }, body: { week_start: weekStart } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyFor(api.shifts.week) }),
  });
}
