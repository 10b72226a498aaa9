import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** Every question, active or not, in the order employees see them. */
export const listQuestions = (brandId: string) =>
  request(api.attestation.listQuestions, { params: { brandId }, query: {} });

export const questionsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.attestation.listQuestions, { brandId }),
    queryFn: () => listQuestions(brandId),
  });

export const useQuestions = (brandId: string) => useQuery(questionsQueryOptions(brandId));
