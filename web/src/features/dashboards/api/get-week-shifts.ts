import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** This week's shifts at the brand and its locations: the scheduled-hours figures. */
export const getWeekShifts = (brandId: string, weekStart: string) =>
  request(api.shifts.week, { params: { brandId }, query: { week_start: weekStart } });

export const weekShiftsQueryOptions = (brandId: string, weekStart: string) =>
  queryOptions({
    queryKey: keyFor(api.shifts.week, { brandId, week_start: weekStart }),
    queryFn: () => getWeekShifts(brandId, weekStart),
    staleTime: 30_000,
  });

export const useWeekShifts = (brandId: string, weekStart: string) => useQuery(weekShiftsQueryOptions(brandId, weekStart));
