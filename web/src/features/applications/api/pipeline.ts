import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import type { BodyOf } from '@ws/contracts';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export type StageMoveInput = BodyOf<typeof api.pipeline.move>;

/** An application with its stage history and interview proposals, for either side of it. */
export const usePipeline = (applicationId: string | null) =>
  useQuery({
    queryKey: keyFor(api.pipeline.detail, { applicationId }),
    queryFn: () => request(api.pipeline.detail, { params: { applicationId: applicationId ?? '' } }),
    enabled: applicationId !== null,
    refetchInterval: 10_000,
  });

/** After a write: the lists, their counts, the pipeline and the thread (proposals post a message) all changed. */
function useRefreshHiring() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        api.applications.employerApplications,
        api.applications.candidateApplications,
        api.pipeline.summary,
        api.pipeline.detail,
        api.applications.messages,
      ].map((entry) => client.invalidateQueries({ queryKey: keyFor(entry) })),
    );
}

export function useMoveStage() {
  const refresh = useRefreshHiring();
  return useMutation({
    mutationFn: ({ applicationId, body }: { applicationId: string; body: StageMoveInput }) =>
      request(api.pipeline.move, { params: { applicationId }, body }),
    onSuccess: refresh,
  });
}

export function useProposeInterview(applicationId: string) {
  const refresh = useRefreshHiring();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.pipeline.proposeInterview>) =>
      request(api.pipeline.proposeInterview, { params: { applicationId }, body }),
    onSuccess: refresh,
  });
}

export function useAcceptInterview(applicationId: string) {
  const refresh = useRefreshHiring();
  return useMutation({
    mutationFn: ({ interviewId, slotId }: { interviewId: string; slotId: string }) =>
      request(api.pipeline.acceptInterview, {
        params: { applicationId, interviewId },
        body: { slot_id: slotId },
      }),
    onSuccess: refresh,
  });
}
