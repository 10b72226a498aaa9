import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** The caller's time-off requests and weekly availability. */
export const useMyTimeOff = () =>
  useQuery({ queryKey: keyFor(api.timeOff.mine), queryFn: () => request(api.timeOff.mine, {}) });

export function useRequestTimeOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.timeOff.request>) =>
      request(api.timeOff.request, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyFor(api.timeOff.mine) }),
  });
}

export function useSetAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.timeOff.setAvailability>) =>
      request(api.timeOff.setAvailability, { body }),
    onSuccess: (data) => client.setQueryData(keyFor(api.timeOff.mine), data),
  });
}

/**
 * The week's time off and the declared availability of the people working at the brand, or of the
 * employees listed (a page of the schedule's rows: a large enterprise's whole team is not on it).
 * `employeeIds` null waits for the list.
 */
export const useTeamTimeOff = (
  brandId: string,
  weekStart: string,
  employeeIds?: readonly string[] | null,
) => {
  const listed = employeeIds?.length
    ? { employee_ids: [...new Set(employeeIds)].sort().join(',') }
    : {};
  const query = { week_start: weekStart, ...listed };
  return useQuery({
    queryKey: keyFor(api.timeOff.team, { brandId, ...query }),
    queryFn: () => request(api.timeOff.team, { params: { brandId }, query }),
    // A page with nobody on it has no time off to read.
    enabled: employeeIds === undefined || (employeeIds !== null && employeeIds.length > 0),
  });
};

export function useDecideTimeOff(brandId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, status }: { requestId: string; status: 'APPROVED' | 'DECLINED' }) =>
      request(api.timeOff.decide, { params: { brandId, requestId }, body: { status } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyFor(api.timeOff.team) }),
  });
}
