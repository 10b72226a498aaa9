import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../api-client';
import { keyFor } from '../query-keys';

export const getCurrencies = () => request(api.registration.currencies);

/** The currencies on offer do not change while the app is open: read once. */
export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: keyFor(api.registration.currencies),
    queryFn: getCurrencies,
    staleTime: Infinity,
  });

export const useCurrencies = () => useQuery(currenciesQueryOptions());
