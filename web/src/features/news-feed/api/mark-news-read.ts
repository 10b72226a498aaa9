import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const markNewsRead = (brandId: string, ids: string[]) =>
  request(api.newsFeed.markRead, { params: { brandId }, body: { ids } });

export function useMarkNewsRead(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => markNewsRead(brandId, ids),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: keyFor(api.newsFeed.list, { brandId }) }),
  });
}
