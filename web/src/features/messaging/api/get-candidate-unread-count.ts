import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const getCandidateUnreadCount = () => request(api.applications.candidateUnreadCount);

export const candidateUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: keyFor(api.applications.candidateUnreadCount),
    queryFn: getCandidateUnreadCount,
    select: (data) => data.count,
    refetchInterval: 10_000,
  });

/** The header badge of a candidate: unread employer messages across their applications. */
export const useCandidateUnreadCount = (enabled = true) =>
  useQuery({ ...candidateUnreadCountQueryOptions(), enabled });
