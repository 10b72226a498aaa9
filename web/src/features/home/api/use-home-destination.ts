import { useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { keyFor } from '../../../lib/query-keys';
import { readItem } from '../../../lib/storage';
import { homeDestination } from '../home-destination';
import { getHomeInputs } from './get-home-inputs';

/**
 * The home redirector (§2): gathers its inputs, then decides. customWelcomePageShown is read on
 * every decision, not cached with the calls: the welcome page writes it while the last answer is
 * still cached, and deciding from that answer would send the person back to it.
 */
export function useHomeDestination() {
  const {
    data: inputs,
    isError,
    refetch,
  } = useQuery({
    queryKey: [...keyFor(api.users.info), 'home-destination'],
    queryFn: getHomeInputs,
    retry: false,
    staleTime: 0,
  });
  const data = inputs
    ? homeDestination({
        ...inputs,
        customWelcomePageShown: readItem('customWelcomePageShown') === 'true',
      })
    : undefined;
  return { data, isError, refetch };
}
