import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { useEffect } from 'react';
import { request } from '../../../lib/api-client';
import { onContextChange } from '../../../lib/context-events';
import { keyFor } from '../../../lib/query-keys';

/** The entry brand's tree for the switcher; archived brands only on request. */
export const brandTreeQueryOptions = (brandId: string, includeArchived: boolean) => {
  // Left out rather than sent as 'false': that is the server's default.
  const query = includeArchived ? ({ include_archived: 'true' } as const) : {};
  return queryOptions({
    queryKey: keyFor(api.brands.tree, { brandId, ...query }),
    queryFn: ({ signal }) => request(api.brands.tree, { params: { brandId }, query, signal }),
    staleTime: 30_000,
    // Flipping "Show archived" keeps the list on screen while the other one loads.
    placeholderData: keepPreviousData,
  });
};

export function useBrandTree(brandId: string, includeArchived: boolean, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onContextChange(({ reason }) => {
        // [R4-19] brand lists refresh on a context change; stars live in the user's brand list, not here.
        if (reason === 'favourites') return;
        void queryClient.invalidateQueries({ queryKey: keyFor(api.brands.tree, { brandId }) });
      }),
    [queryClient, brandId],
  );
  return useQuery({ ...brandTreeQueryOptions(brandId, includeArchived), enabled });
}
