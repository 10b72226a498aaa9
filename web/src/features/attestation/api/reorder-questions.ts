import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import type { AttestationQuestion } from '@ws/contracts';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const reorderQuestions = (brandId: string, ids: string[]) =>
  request(api.attestation.reorderQuestions, { params: { brandId }, query: {}, body: { ids } });

/** The new order shows at once; a refused reorder puts the list back as the server has it. */
export function useReorderQuestions(brandId: string) {
  const queryClient = useQueryClient();
  const key = keyFor(api.attestation.listQuestions, { brandId });
  return useMutation({
    mutationFn: (ordered: AttestationQuestion[]) =>
      reorderQuestions(
        brandId,
        ordered.map((q) => q.id),
      ),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, ordered);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
