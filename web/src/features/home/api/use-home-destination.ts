import { useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { keyFor } from '../../../lib/query-keys';
import { homeDestination } from '../home-destination';
import { getHomeInputs } from './get-home-inputs';

/** The home redirector (§2): gathers its inputs, then decides. */
export const useHomeDestination = () =>
  useQuery({
    queryKey: [...keyFor(api.users.info), 'home-destination'],
    queryFn: async () => homeDestination(await getHomeInputs()),
    retry: false,
    staleTime: 0,
  });
