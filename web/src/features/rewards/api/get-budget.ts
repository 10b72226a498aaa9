import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export interface BudgetInput {
  brandId: string;
  budgetId: string;
}

export const getBudget = (input: BudgetInput) => request(api.rewards.getBudget, { params: input });

export const budgetQueryOptions = (input: BudgetInput) =>
  queryOptions({ queryKey: keyFor(api.rewards.getBudget, input), queryFn: () => getBudget(input) });

/** Only a management page with an id in its URL loads one; without it the page creates. */
export const useBudget = (brandId: string, id: string | undefined) =>
  useQuery({ ...budgetQueryOptions({ brandId, budgetId: id ?? '' }), enabled: id !== undefined });
