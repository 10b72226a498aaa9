import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandListItem } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { emitContextChange } from '../../../lib/context-events';
import { keyFor } from '../../../lib/query-keys';

/** Stars or un-stars a brand; the lists refresh through the context-change event. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const lists = { queryKey: keyFor(api.users.brands) };
  return useMutation({
    mutationFn: ({ brandId, favourite }: { brandId: string; favourite: boolean }) =>
      request(favourite ? api.brands.addFavourite : api.brands.removeFavourite, {
        params: { brandId },
      }),
    // The star turns at once; the refetched list confirms it, or puts it back when the call failed.
    onMutate: async ({ brandId, favourite }) => {
      await queryClient.cancelQueries(lists);
      queryClient.setQueriesData<BrandListItem[]>(lists, (list) =>
        list?.map((b) => (b.id === brandId ? { ...b, is_favourite: favourite } : b)),
      );
    },
    onSuccess: (_data, { brandId }) => emitContextChange({ reason: 'favourites', brandId }),
    onError: () => void queryClient.invalidateQueries(lists),
  });
}
