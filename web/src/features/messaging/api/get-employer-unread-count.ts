import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const getEmployerUnreadCount = (groupId: string) =>
  request(api.brands.groupUnreadCount, { params: { groupId } });

export const employerUnreadCountQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.groupUnreadCount, { groupId }),
    queryFn: () => getEmployerUnreadCount(groupId),
    select: (data) => data.count,
    refetchInterval: 10_000,
  });

/** The header badge of an employer: unread candidate messages across the group's locations. */
export const useEmployerUnreadCount = (groupId: string | null | undefined) =>
  useQuery({ ...employerUnreadCountQueryOptions(groupId ?? ''), enabled: Boolean(groupId) });
