import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export type BulkMoveInput = BodyOf<typeof api.bulkHiring.move>;

/** Which lists a bulk move changes: every list of applications, their counts, and the threads it wrote in. */
const CHANGED = [
  api.applications.employerApplications,
  api.applications.candidateApplications,
  api.pipeline.summary,
  api.pipeline.detail,
  api.applications.messages,
];

/** Moves or declines the chosen applications of the brand at once; each one answers for itself. */
export function useBulkMove(brandId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkMoveInput) =>
      request(api.bulkHiring.move, { params: { brandId }, body }),
    onSettled: () =>
      Promise.all(CHANGED.map((entry) => client.invalidateQueries({ queryKey: keyFor(entry) }))),
  });
}
