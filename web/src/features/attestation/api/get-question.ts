import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export interface QuestionInput {
  brandId: string;
  questionId: string;
}

export const getQuestion = (params: QuestionInput) =>
  request(api.attestation.getQuestion, { params, query: {} });

export const questionQueryOptions = (params: QuestionInput) =>
  queryOptions({
    queryKey: keyFor(api.attestation.getQuestion, params),
    queryFn: () => getQuestion(params),
  });

/** Only the management page with an id loads one; without it the page creates. */
export const useQuestion = (brandId: string, questionId: string | undefined) =>
  useQuery({
    ...questionQueryOptions({ brandId, questionId: questionId ?? '' }),
    enabled: questionId !== undefined,
  });
