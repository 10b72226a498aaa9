import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** The group's name and its parent and location counts. */
export const getGroup = (brandId: string) =>
  request(api.brands.group, { params: { groupId: brandId } });

export const groupQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.group, { groupId: brandId }),
    queryFn: () => getGroup(brandId),
    staleTime: 60_000,
  });

/** Only a GP- group has one; other brands skip the call. */
export const useGroup = (brandId: string, isGroup: boolean) =>
  useQuery({ ...groupQueryOptions(brandId), enabled: isGroup });
