import type { QueryClient } from '@tanstack/react-query';
import { applicationsSummaryQueryOptions } from './api/get-applications-summary';
import { boardFirstPagesQueryOptions, type BoardInput } from './api/get-employer-applications';
import { listParamsOf } from './hooks/use-list-params';

/** The board's brand and filters as its URL gives them. */
export const boardInputOf = (
  brandId: string,
  params: ReturnType<typeof listParamsOf>,
): BoardInput => ({
  brandId,
  includeArchived: params.includeArchived,
  positionId: params.positionId,
  locationId: params.locationId,
  q: params.q,
});

/**
 * The hiring board's first calls for its URL, asked for as soon as the frame knows the brand and
 * that the user may hire, rather than once the frame and the board are drawn: the very queries the
 * board then reads. One stage on show pages on its own, which the board asks for itself.
 */
export function prefetchHiringBoard(
  queryClient: QueryClient,
  brandId: string,
  search: URLSearchParams,
) {
  const params = listParamsOf(search);
  const input = boardInputOf(brandId, params);
  if (!params.stage) void queryClient.prefetchQuery(boardFirstPagesQueryOptions(input));
  void queryClient.prefetchQuery(applicationsSummaryQueryOptions(input));
}
