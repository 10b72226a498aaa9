import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export interface ApplyInput {
  jobId: string;
  name: string;
  email: string;
  /** E.164, or '' when not given. */
  phone: string;
  note: string;
  resume: File | null;
}

/** POST /v1/jobs/{jobId}/applications (extension): multipart, the résumé as its own file part when there is one. */
export const applyForJob = ({ jobId, name, email, phone, note, resume }: ApplyInput) =>
  request(api.jobs.apply, {
    params: { jobId },
    // Only given fields are sent: the client would write an absent one as the text "undefined".
    body: {
      name,
      email,
      note,
      ...(phone ? { phone } : {}),
      ...(resume ? { resume } : {}),
    } as unknown as BodyOf<typeof api.jobs.apply>,
  });

/** The application shows at once on the member dashboard and on the job (applied). */
export function useApplyForJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyForJob,
    onSuccess: async (_application, { jobId }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: keyFor(api.applications.candidateApplications) }),
        client.invalidateQueries({ queryKey: keyFor(api.jobs.job, { jobId }) }),
        client.invalidateQueries({ queryKey: keyFor(api.jobs.search) }),
      ]);
    },
  });
}
