import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { invalidateQuestions } from './invalidate-questions';

export const setQuestionActive = (brandId: string, questionId: string, active: boolean) =>
  request(api.attestation.setQuestionActive, {
    params: { brandId, questionId },
    query: {},
    body: { active },
  });

export function useSetQuestionActive(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      setQuestionActive(brandId, id, active),
    onSuccess: () => invalidateQuestions(queryClient),
  });
}
