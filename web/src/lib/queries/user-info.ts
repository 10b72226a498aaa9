import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '@/lib/api-client';
import { keyFor } from '@/lib/query-keys';

const query = { include_persona: 'true', include_highest_parent: 'true' } as const;

export const getUserInfo = () => request(api.users.info, { query });

export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: keyFor(api.users.info, query),
    queryFn: getUserInfo,
    staleTime: 60_000,
  });

export const useUserInfo = () => useQuery(userInfoQueryOptions());
