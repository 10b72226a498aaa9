import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../api-client';
import { keyFor } from '../query-keys';

/** The brand's business setup: type, week start, time zone, currency and pay period. */
export const getBusinessSetup = (brandId: string) =>
  request(api.brands.businessSetupSettings, { params: { brandId } });

export const businessSetupQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.businessSetupSettings, { brandId }),
    queryFn: () => getBusinessSetup(brandId),
    // A minute, not five: the settings page shows what an administrator is about to change, and the
    // currency the dashboards and schedule price labour in is the one they just saved elsewhere.
    // The cost is one small call a minute on screens that stay open.
    staleTime: 60_000,
  });

export const useBusinessSetup = (brandId: string) => useQuery(businessSetupQueryOptions(brandId));
