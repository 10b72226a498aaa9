import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const markMessagesRead = (messageIds: readonly string[]) =>
  request(api.applications.markRead, {
    body: messageIds.map((message_id) => ({ message_id, is_read: true })),
  });

/** After marking, every list and count that shows unread numbers is refreshed. */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessagesRead,
    onSuccess: () =>
      Promise.all(
        [
          api.applications.employerApplications,
          api.applications.candidateApplications,
          api.applications.candidateUnreadCount,
          api.brands.groupUnreadCount,
          api.threads.list,
          api.applications.messages,
        ].map((entry) => queryClient.invalidateQueries({ queryKey: keyFor(entry) })),
      ),
  });
}
