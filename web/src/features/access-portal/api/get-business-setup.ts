import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** Settings: business setup (type, week start, time zone, currency, pay period). */
export const getBusinessSetup = (brandId: string) => request(api.brands.businessSetupSettings, { params: { brandId } });

export const businessSetupQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.businessSetupSettings, { brandId }),
    queryFn: () => getBusinessSetup(brandId),
    staleTime: 60_000,
  });

export const useBusinessSetup = (brandId: string) => useQuery(businessSetupQueryOptions(brandId));
