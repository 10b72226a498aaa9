import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import type { Application } from '@ws/contracts';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** The largest page the call allows; the dashboards need every application, not one screenful. */
const BATCH = 100;
/** A guard against a server that never reports the end. */
const MAX_BATCHES = 50;

/**
 * Every application to the brand and its locations, fetched a batch at a time: there is no
 * aggregate call, so the dashboards count client-side.
 */
export async function getAllApplications(
  brandId: string,
  signal?: AbortSignal,
): Promise<Application[]> {
  const all: Application[] = [];
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const page = await request(api.applications.employerApplications, {
      query: {
        brand: brandId,
        offset: String(all.length),
        limit: String(BATCH),
        include_archived: 'false',
      },
      signal,
    });
    all.push(...page.applications);
    if (page.applications.length === 0 || all.length >= page.total) break;
  }
  return all;
}

export const allApplicationsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.applications.employerApplications, { brand: brandId, all: true }),
    queryFn: ({ signal }) => getAllApplications(brandId, signal),
    staleTime: 30_000,
  });

export const useAllApplications = (brandId: string) =>
  useQuery(allApplicationsQueryOptions(brandId));
