import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BrandListItem } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { useToastStore } from '../../../components/feedback/toast-store';
import { request } from '../../../lib/api-client';
import { emitContextChange } from '../../../lib/context-events';
import { keyFor } from '../../../lib/query-keys';

interface Favourite {
  brandId: string;
  /** The brand's name, for the words shown when the star could not be saved. */
  name: string;
  favourite: boolean;
}

/** Stars or un-stars a brand; the lists refresh through the context-change event. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('shell');
  const toast = useToastStore((s) => s.show);
  const lists = { queryKey: keyFor(api.users.favouriteBrands) };
  return useMutation({
    mutationFn: ({ brandId, favourite }: Favourite) =>
      request(favourite ? api.brands.addFavourite : api.brands.removeFavourite, {
        params: { brandId },
      }),
    // The star turns at once; the refetched list confirms it, or puts it back when the call failed.
    onMutate: async ({ brandId, name, favourite }) => {
      await queryClient.cancelQueries(lists);
      queryClient.setQueriesData<BrandListItem[]>(lists, (list) => {
        const others = list?.filter((b) => b.id !== brandId);
        if (!favourite) return others;
        // Only the id is read until the refetch brings the whole record.
        const starred = { id: brandId, name, type: '', group_id: null, parent_id: null };
        return [...(others ?? []), { ...starred, is_favourite: true }];
      });
    },
    onSuccess: (_data, { brandId }) => emitContextChange({ reason: 'favourites', brandId }),
    // The star turns back, and the person is told, since a turning star alone is easy to miss.
    onError: (_error, { name, favourite }) => {
      toast({
        message: t(favourite ? 'brands.favouriteFailed' : 'brands.unfavouriteFailed', { name }),
        variant: 'danger',
      });
      void queryClient.invalidateQueries(lists);
    },
  });
}
