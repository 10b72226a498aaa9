import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountUpdate } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** PUT /v1/user (extension): the person's own first and last name and phone. */
export const updateAccount = (body: AccountUpdate) => request(api.profile.updateAccount, { body });

/** A saved account refreshes everything that shows the name or phone, and the phone's verification (a new number is unverified). */
export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async (account) => {
      client.setQueryData(keyFor(api.users.user), account);
      await Promise.all([
        client.invalidateQueries({ queryKey: keyFor(api.users.info) }),
        client.invalidateQueries({ queryKey: keyFor(api.users.checkVerification) }),
      ]);
    },
  });
}
