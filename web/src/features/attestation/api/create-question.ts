import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import type { BodyOf } from '@ws/contracts';
import { request } from '../../../lib/api-client';
import { invalidateQuestions } from './invalidate-questions';

export type QuestionBody = BodyOf<typeof api.attestation.createQuestion>;

export const createQuestion = (brandId: string, body: QuestionBody) =>
  request(api.attestation.createQuestion, { params: { brandId }, query: {}, body });

export function useCreateQuestion(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionBody) => createQuestion(brandId, body),
    onSuccess: () => invalidateQuestions(queryClient),
  });
}
