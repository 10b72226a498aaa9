import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const getCurrencies = () => request(api.registration.currencies);

export const currenciesQueryOptions = () =>
  queryOptions({ queryKey: keyFor(api.registration.currencies), queryFn: getCurrencies, staleTime: Infinity });

export const useCurrencies = () => useQuery(currenciesQueryOptions());
