import { useMutation } from '@tanstack/react-query';
import { api } from '@ws/contracts';
import { request } from '../../../lib/api-client';
import { emitContextChange } from '../../../lib/context-events';

/** Stars or un-stars a brand; the lists refresh through the context-change event. */
export function useToggleFavourite() {
  return useMutation({
    mutationFn: ({ brandId, favourite }: { brandId: string; favourite: boolean }) =>
      request(favourite ? api.brands.addFavourite : api.brands.removeFavourite, { params: { brandId } }),
    onSuccess: (_data, { brandId }) => emitContextChange({ reason: 'favourites', brandId }),
  });
}
