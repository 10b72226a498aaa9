import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const getUserBasicMedia = () => request(api.users.basicMedia);

export const userBasicMediaQueryOptions = () =>
  queryOptions({ queryKey: keyFor(api.users.basicMedia), queryFn: getUserBasicMedia });

export const useUserBasicMedia = () => useQuery(userBasicMediaQueryOptions());
