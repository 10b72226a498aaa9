import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { invalidateQuestions } from './invalidate-questions';

export const deleteQuestion = (brandId: string, questionId: string) =>
  request(api.attestation.deleteQuestion, { params: { brandId, questionId }, query: {} });

export function useDeleteQuestion(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteQuestion(brandId, id),
    onSuccess: () => invalidateQuestions(queryClient),
  });
}
