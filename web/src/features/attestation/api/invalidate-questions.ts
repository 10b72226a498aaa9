import type { QueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { keyFor } from '../../../lib/query-keys';

/** Any change can move, add or remove questions, so the list and every loaded question refresh. */
export const invalidateQuestions = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: keyFor(api.attestation.listQuestions) }),
    queryClient.invalidateQueries({ queryKey: keyFor(api.attestation.getQuestion) }),
  ]);
