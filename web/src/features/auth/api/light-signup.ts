import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const getLightSignupInvite = (code: string) =>
  request(api.registration.lightSignupInvite, { query: { code } });

export const lightSignupInviteQueryOptions = (code: string) =>
  queryOptions({
    queryKey: keyFor(api.registration.lightSignupInvite, { code }),
    queryFn: () => getLightSignupInvite(code),
  });

export const useLightSignupInvite = (code: string) =>
  useQuery({ ...lightSignupInviteQueryOptions(code), enabled: code !== '' });

export const lightSignup = (body: {
  first_name: string;
  last_name: string;
  password: string;
  code: string;
  bot_token: string;
}) => request(api.registration.lightSignup, { body });
