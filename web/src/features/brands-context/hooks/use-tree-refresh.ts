import { useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { useEffect } from 'react';
import { onContextChange } from '@/lib/context-events';
import { keyFor } from '@/lib/query-keys';

/** The switcher's tree (archived or not) is read again when this session changes the brand context. */
export function useTreeRefresh(brandId: string) {
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
}
