import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export interface RaffleInput {
  brandId: string;
  raffleId: string;
}

export const getRaffle = (input: RaffleInput) => request(api.rewards.getRaffle, { params: input });

export const raffleQueryOptions = (input: RaffleInput) =>
  queryOptions({ queryKey: keyFor(api.rewards.getRaffle, input), queryFn: () => getRaffle(input) });

/** Only a management page with an id in its URL loads one; without it the page creates. */
export const useRaffle = (brandId: string, id: string | undefined) =>
  useQuery({ ...raffleQueryOptions({ brandId, raffleId: id ?? '' }), enabled: id !== undefined });
