import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export interface SendMessageInput {
  applicationId: string;
  body: string;
  files: File[];
}

/** Multipart message_body plus zero or more files (§7). */
export const sendMessage = ({ applicationId, body, files }: SendMessageInput) =>
  request(api.applications.sendMessage, {
    params: { applicationId },
    // The client appends each File as its own multipart part; the entry's input type describes
    // what the server reads back from them.
    body: { message_body: body, files } as unknown as BodyOf<typeof api.applications.sendMessage>,
  });

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (_message, { applicationId }) =>
      queryClient.invalidateQueries({
        queryKey: keyFor(api.applications.messages, { applicationId }),
      }),
  });
}
