import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const loginTimeQueryOptions = () =>
  queryOptions({
    queryKey: keyFor(api.versioning.loginTime),
    queryFn: () => request(api.versioning.loginTime),
    staleTime: Infinity,
  });

export const useLoginTime = () => useQuery(loginTimeQueryOptions());
