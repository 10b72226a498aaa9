import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export interface InboxQuery {
  brandId: string;
  offset: number;
  limit: number;
  unreadOnly: boolean;
}

export const getInboxThreads = ({ brandId, offset, limit, unreadOnly }: InboxQuery) =>
  request(api.threads.list, {
    params: { brandId },
    query: {
      offset: String(offset),
      limit: String(limit),
      ...(unreadOnly ? { unread_only: 'true' } : {}),
    },
  });

/** Polled like the unread badge (10 s), so replies that arrive show while the inbox is open. */
export const inboxThreadsQueryOptions = (input: InboxQuery) =>
  queryOptions({
    queryKey: keyFor(api.threads.list, input),
    queryFn: () => getInboxThreads(input),
    refetchInterval: 10_000,
    placeholderData: keepPreviousData,
  });

/** The employer's message threads across applications, latest activity first. */
export const useInboxThreads = (input: InboxQuery | null) =>
  useQuery({
    ...inboxThreadsQueryOptions(input ?? { brandId: '', offset: 0, limit: 1, unreadOnly: false }),
    enabled: input !== null,
  });
