import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WeekSales } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { request } from '@/lib/api-client';
import { keyFor } from '@/lib/query-keys';

/** The brand's projected sales of the week, Monday first, and the labour target it follows. */
export const useLabourWeek = (brandId: string, weekStart: string) =>
  useQuery({
    queryKey: keyFor(api.labourTarget.week, { brandId, week_start: weekStart }),
    queryFn: () =>
      request(api.labourTarget.week, { params: { brandId }, query: { week_start: weekStart } }),
  });

/** A write on the figures: every week's are read again after it (a target changes them all). */
function useLabourWrite<V, R>(write: (input: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: keyFor(api.labourTarget.week) }),
  });
}

export const useSaveSales = (brandId: string) =>
  useLabourWrite((body: { week_start: string; sales: WeekSales }) =>
    request(api.labourTarget.saveSales, { params: { brandId }, body }),
  );

export const useSetTarget = (brandId: string) =>
  useLabourWrite((targetPercent: number) =>
    request(api.labourTarget.setTarget, {
      params: { brandId },
      body: { target_percent: targetPercent },
    }),
  );
