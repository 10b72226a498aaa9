import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';
import { type BoardInput, boardRequest } from './get-employer-applications';

/** Counts per stage across every page for the board's other filters (the chips), and the filter options. */
export function useApplicationsSummary(input: BoardInput | null) {
  const { params, query } = boardRequest(input);
  return useQuery({
    queryKey: keyFor(api.pipeline.summary, { params, query }),
    queryFn: () => request(api.pipeline.summary, { params, query }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}
