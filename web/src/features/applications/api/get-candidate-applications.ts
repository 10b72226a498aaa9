import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';
import { offsetForPage, PAGE_SIZE } from '../paging';

const toQuery = (page: number) => ({
  offset: String(offsetForPage(page)),
  limit: String(PAGE_SIZE),
});

export const getCandidateApplications = (page: number) =>
  request(api.applications.candidateApplications, { query: toQuery(page) });

/** Polled while visible so employers' replies raise the unread counts without a reload. */
export const candidateApplicationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: keyFor(api.applications.candidateApplications, toQuery(page)),
    queryFn: () => getCandidateApplications(page),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });

export const useCandidateApplications = (page: number) =>
  useQuery(candidateApplicationsQueryOptions(page));
