import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** The locations under the brand the employer may act on, with head counts. */
export const getLocations = (brandId: string) =>
  request(api.brands.userLocations, { params: { brandId } });

export const locationsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.userLocations, { brandId }),
    queryFn: () => getLocations(brandId),
    staleTime: 60_000,
  });

export const useLocations = (brandId: string) => useQuery(locationsQueryOptions(brandId));
