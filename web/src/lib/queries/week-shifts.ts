import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../api-client';
import { keyFor } from '../query-keys';

export const getWeekShifts = (brandId: string, weekStart: string) =>
  request(api.shifts.week, { params: { brandId }, query: { week_start: weekStart } });

export const weekShiftsQueryOptions = (brandId: string, weekStart: string) =>
  queryOptions({
    queryKey: keyFor(api.shifts.week, { brandId, week_start: weekStart }),
    queryFn: () => getWeekShifts(brandId, weekStart),
    // Shifts change under a manager's hand, this one's and other managers': a screen that opens
    // reads them afresh, showing the cached week meanwhile.
    staleTime: 0,
  });

/**
 * A week's shifts at the brand and its locations; `keepPrevious` keeps the last week on screen
 * while the next loads. `enabled: false` for a person without the scheduling product: the server
 * would refuse them, and a refused call is a failed request in their console for nothing.
 */
export const useWeekShifts = (
  brandId: string,
  weekStart: string,
  { keepPrevious = false, enabled = true } = {},
) =>
  useQuery({
    ...weekShiftsQueryOptions(brandId, weekStart),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    enabled,
  });

export interface PositionPageInput {
  offset: number;
  limit: number;
}

/**
 * A page of the week by position (the server keeps it to the position categories the caller's
 * policy lets them schedule), its key under the week's own: every write that invalidates the
 * week (a shift added, moved, swapped or published, a template applied) refreshes the pages too.
 */
export const positionWeekQueryOptions = (
  brandId: string,
  weekStart: string,
  page: PositionPageInput,
) => {
  const query = {
    week_start: weekStart,
    offset: String(page.offset),
    limit: String(page.limit),
  };
  return queryOptions({
    queryKey: [...keyFor(api.shifts.week), keyFor(api.shifts.byPosition, { brandId, ...query })],
    queryFn: () => request(api.shifts.byPosition, { params: { brandId }, query }),
    // The frame asks for the page opened with the screen, before the screen is drawn: fresh for
    // the few seconds until the screen reads it, not asked for twice. Writes refresh it at once.
    staleTime: 10_000,
  });
};

export const usePositionWeek = (
  brandId: string,
  weekStart: string,
  page: PositionPageInput,
  { enabled = true } = {},
) =>
  useQuery({
    ...positionWeekQueryOptions(brandId, weekStart, page),
    placeholderData: keepPreviousData,
    enabled,
  });
