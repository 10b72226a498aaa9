import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

const PHONE = { query: { type: 'PHONE' as const } };

/** GET /v1/users/verification/check?type=PHONE (§7): whether the caller's phone is verified. */
export const checkPhoneVerification = () => request(api.users.checkVerification, PHONE);

export const phoneVerificationQueryOptions = () =>
  queryOptions({
    queryKey: keyFor(api.users.checkVerification, PHONE),
    queryFn: checkPhoneVerification,
  });

export const usePhoneVerification = () => useQuery(phoneVerificationQueryOptions());

/** POST /v1/users/verification/send (§7): texts a verification link; the answer says whether it was verified already. */
export const sendPhoneVerification = () =>
  request(api.users.sendVerification, { body: { type: 'PHONE' } });

export function useSendPhoneVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPhoneVerification,
    onSuccess: (answer) => {
      queryClient.setQueryData(keyFor(api.users.checkVerification, PHONE), {
        type: answer.type,
        verified: answer.verified,
      });
    },
  });
}
