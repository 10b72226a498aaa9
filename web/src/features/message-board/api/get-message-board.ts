import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const messageBoardQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.messageBoard, { groupId }),
    queryFn: () => request(api.brands.messageBoard, { params: { groupId } }),
    refetchInterval: 30_000,
  });

/** §7 the group message board: per location, its threads, unread count and last message. */
export const useMessageBoard = (groupId: string) => useQuery(messageBoardQueryOptions(groupId));
