import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import type { BodyOf } from '@ws/contracts';
import { request } from '../../../lib/api-client';
import { invalidateQuestions } from './invalidate-questions';

export type QuestionPatch = BodyOf<typeof api.attestation.updateQuestion>;

export const updateQuestion = (brandId: string, questionId: string, body: QuestionPatch) =>
  request(api.attestation.updateQuestion, { params: { brandId, questionId }, query: {}, body });

export function useUpdateQuestion(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: QuestionPatch }) =>
      updateQuestion(brandId, id, body),
    onSuccess: () => invalidateQuestions(queryClient),
  });
}
