import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** §3 team user query: the schedulable team with the positions each may work. */
const query = { view: 'FULL', schedulable: 'true', required_data: 'POSITIONS' } as const;

export const getTeam = (brandId: string) =>
  request(api.brands.teamUsers, { params: { brandId }, query });

export const teamQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.teamUsers, { brandId, ...query }),
    queryFn: () => getTeam(brandId),
    staleTime: 60_000,
  });

/** `enabled: false` where the screen reads its people elsewhere (the week by position's rows). */
export const useTeam = (brandId: string, { enabled = true } = {}) =>
  useQuery({ ...teamQueryOptions(brandId), enabled });
