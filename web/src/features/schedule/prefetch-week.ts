import type { QueryClient } from '@tanstack/react-query';
import { businessSetupQueryOptions } from '@/lib/queries/business-setup';
import { pageFromParam } from '@/lib/paging';
import { positionWeekQueryOptions } from '@/lib/queries/week-shifts';
import { positionPageInput } from './hooks/use-schedule-week';
import { weekFromParam } from './week';

/**
 * The week by position's first calls for its URL (its page of rows, and the brand's time zone the
 * grid reads them in), asked for as soon as the frame knows the brand and that the user may
 * schedule, rather than once the frame and the schedule are drawn: the very queries the schedule
 * then reads. The week by person reads the whole team and week, which it asks for itself.
 */
export function prefetchPositionWeek(
  queryClient: QueryClient,
  brandId: string,
  search: URLSearchParams,
) {
  if (search.get('view') !== 'position') return;
  const weekStart = weekFromParam(search.get('week'));
  const page = positionPageInput(pageFromParam(search.get('page')));
  void queryClient.prefetchQuery(positionWeekQueryOptions(brandId, weekStart, page));
  void queryClient.prefetchQuery(businessSetupQueryOptions(brandId));
}
