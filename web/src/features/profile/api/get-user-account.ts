import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** GET /v1/user (§7): the account record behind the session (username, e-mail, account type). */
export const getUserAccount = () => request(api.users.user);

export const userAccountQueryOptions = () =>
  queryOptions({ queryKey: keyFor(api.users.user), queryFn: getUserAccount });

export const useUserAccount = () => useQuery(userAccountQueryOptions());
