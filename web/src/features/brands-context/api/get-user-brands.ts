import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { useEffect } from 'react';
import { request } from '../../../lib/api-client';
import { onContextChange } from '../../../lib/context-events';
import { keyFor } from '../../../lib/query-keys';

const query = { view_mode: 'FLAT' } as const;

/**
 * The brands the user can enter. Stale-while-revalidate: a cached list shows at once while a
 * fresh one loads; a context change refetches it.
 */
export const userBrandsQueryOptions = () =>
  queryOptions({
    queryKey: keyFor(api.users.brands, query),
    queryFn: () => request(api.users.brands, { query }),
    staleTime: 30_000,
  });

export function useUserBrands(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onContextChange(
        () => void queryClient.invalidateQueries({ queryKey: keyFor(api.users.brands) }),
      ),
    [queryClient],
  );
  return useQuery({ ...userBrandsQueryOptions(), enabled });
}
