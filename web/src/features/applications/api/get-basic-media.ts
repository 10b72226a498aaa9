import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const getBasicMedia = () => request(api.users.basicMedia);

export const basicMediaQueryOptions = () =>
  queryOptions({
    queryKey: keyFor(api.users.basicMedia),
    queryFn: getBasicMedia,
    staleTime: 60_000,
  });

/** The member's profile photo for the profile card. */
export const useBasicMedia = () => useQuery(basicMediaQueryOptions());
