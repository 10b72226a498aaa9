import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { useEffect } from 'react';
import { request } from '../../../lib/api-client';
import { onContextChange } from '../../../lib/context-events';
import { keyFor } from '../../../lib/query-keys';

/**
 * The brands the user starred: what the switcher marks and lists first, a handful where every brand
 * of an enterprise with its star was hundreds. Stale-while-revalidate: a cached list shows at once
 * while a fresh one loads; a context change refetches it.
 */
export const favouriteBrandsQueryOptions = () =>
  queryOptions({
    queryKey: keyFor(api.users.favouriteBrands),
    queryFn: () => request(api.users.favouriteBrands),
    staleTime: 30_000,
  });

export function useFavouriteBrands(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onContextChange(
        () => void queryClient.invalidateQueries({ queryKey: keyFor(api.users.favouriteBrands) }),
      ),
    [queryClient],
  );
  return useQuery({ ...favouriteBrandsQueryOptions(), enabled });
}
