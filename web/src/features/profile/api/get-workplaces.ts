import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** GET /v1/employees/businesses/brands (§7): the businesses the signed-in member works at, with their position. */
export const getWorkplaces = () => request(api.brands.employeeBusinesses);

export const workplacesQueryOptions = () =>
  queryOptions({ queryKey: keyFor(api.brands.employeeBusinesses), queryFn: getWorkplaces });

export const useWorkplaces = () => useQuery(workplacesQueryOptions());
