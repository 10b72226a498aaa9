import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JOBS_PAGE_SIZE } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export interface JobSearch {
  q: string;
  place: string;
  /** 1-based, as the URL shows it. */
  page: number;
}

const toQuery = ({ q, place, page }: JobSearch) => ({
  q,
  place,
  offset: String((Math.max(1, page) - 1) * JOBS_PAGE_SIZE),
  limit: String(JOBS_PAGE_SIZE),
});

/** GET /v1/jobs (extension): open positions matching title and place, a page at a time from the server. */
export const searchJobs = (search: JobSearch) =>
  request(api.jobs.search, { query: toQuery(search) });

export const jobsQueryOptions = (search: JobSearch) =>
  queryOptions({
    queryKey: keyFor(api.jobs.search, toQuery(search)),
    queryFn: () => searchJobs(search),
    placeholderData: keepPreviousData,
  });

export const useJobs = (search: JobSearch) => useQuery(jobsQueryOptions(search));
