import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** GET /v1/jobs/{jobId} (extension): one open position, and whether the caller applied already. */
export const getJob = (jobId: string) => request(api.jobs.job, { params: { jobId } });

export const jobQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: keyFor(api.jobs.job, { jobId }), queryFn: () => getJob(jobId) });

export const useJob = (jobId: string) => useQuery(jobQueryOptions(jobId));
