import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const mfaStatusQueryOptions = () =>
  queryOptions({
    queryKey: keyFor(api.users.mfaSetupStatus),
    queryFn: () => request(api.users.mfaSetupStatus),
    staleTime: 60_000,
  });

export const useMfaStatus = (enabled: boolean) => useQuery({ ...mfaStatusQueryOptions(), enabled });
