import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';
import { type BoardInput, boardRequest } from './get-employer-applications';

/** Counts per stage across every page for the board's other filters (the chips), and the filter options. */
export const applicationsSummaryQueryOptions = (input: BoardInput | null) => {
  const { params, query } = boardRequest(input);
  return queryOptions({
    queryKey: keyFor(api.pipeline.summary, { params, query }),
    queryFn: () => request(api.pipeline.summary, { params, query }),
    refetchInterval: 10_000,
    // Fresh until the next poll: the answer the frame asked for before the board was drawn is not
    // asked for again when the board mounts.
    staleTime: 10_000,
  });
};

export const useApplicationsSummary = (input: BoardInput | null) =>
  useQuery({
    ...applicationsSummaryQueryOptions(input),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
