import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const getWeekShifts = (brandId: string, weekStart: string) =>
  request(api.shifts.week, { params: { brandId }, query: { week_start: weekStart } });

export const weekShiftsQueryOptions = (brandId: string, weekStart: string) =>
  queryOptions({
    queryKey: keyFor(api.shifts.week, { brandId, week_start: weekStart }),
    queryFn: () => getWeekShifts(brandId, weekStart),
    placeholderData: keepPreviousData,
  });

export const useWeekShifts = (brandId: string, weekStart: string) => useQuery(weekShiftsQueryOptions(brandId, weekStart));
