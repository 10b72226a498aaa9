import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const getEmployeeCard = (brandId: string, userId: string) =>
  request(api.brands.userBasicInfo, { params: { brandId, userId } });

export const employeeCardQueryOptions = (brandId: string, userId: string) =>
  queryOptions({
    queryKey: keyFor(api.brands.userBasicInfo, { brandId, userId }),
    queryFn: () => getEmployeeCard(brandId, userId),
  });

/** The profile card an employee result opens. */
export const useEmployeeCard = (brandId: string, userId: string) =>
  useQuery(employeeCardQueryOptions(brandId, userId));
