import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export interface RuleInput {
  brandId: string;
  ruleId: string;
}

export const getRule = (input: RuleInput) => request(api.rewards.getRule, { params: input });

export const ruleQueryOptions = (input: RuleInput) =>
  queryOptions({ queryKey: keyFor(api.rewards.getRule, input), queryFn: () => getRule(input) });

/** Only a management page with an id in its URL loads one; without it the page creates. */
export const useRule = (brandId: string, id: string | undefined) =>
  useQuery({ ...ruleQueryOptions({ brandId, ruleId: id ?? '' }), enabled: id !== undefined });
