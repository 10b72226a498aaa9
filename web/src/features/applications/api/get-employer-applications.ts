import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';
import { offsetForPage, PAGE_SIZE } from '../paging';

export interface EmployerApplicationsInput {
  brandId: string;
  page: number;
  includeArchived: boolean;
}

const toQuery = ({ brandId, page, includeArchived }: EmployerApplicationsInput) => ({
  brand: brandId,
  offset: String(offsetForPage(page)),
  limit: String(PAGE_SIZE),
  include_archived: includeArchived ? ('true' as const) : ('false' as const),
});

export const getEmployerApplications = (input: EmployerApplicationsInput) =>
  request(api.applications.employerApplications, { query: toQuery(input) });

/** Polled while visible so the simulator's new applications and unread counts show without a reload. */
export const employerApplicationsQueryOptions = (input: EmployerApplicationsInput) =>
  queryOptions({
    queryKey: keyFor(api.applications.employerApplications, toQuery(input)),
    queryFn: () => getEmployerApplications(input),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });

export const useEmployerApplications = (input: EmployerApplicationsInput | null) =>
  useQuery({
    ...employerApplicationsQueryOptions(input ?? { brandId: '', page: 1, includeArchived: false }),
    enabled: input !== null,
  });
