import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { MEDIA_PAGE_SIZE } from '@ws/contracts';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** One page (1-based) of a brand's media, newest first, 12 to a page. */
export const listBrandMedia = (brandId: string, page: number, signal?: AbortSignal) =>
  request(api.brands.listMedia, {
    params: { brandId },
    query: { offset: (page - 1) * MEDIA_PAGE_SIZE, limit: MEDIA_PAGE_SIZE },
    signal,
  });

export const brandMediaQueryOptions = (brandId: string, page: number) =>
  queryOptions({
    queryKey: keyFor(api.brands.listMedia, { brandId, page }),
    queryFn: ({ signal }) => listBrandMedia(brandId, page, signal),
    // Paging keeps the current tiles on screen until the next page is in.
    placeholderData: keepPreviousData,
  });

export const useBrandMedia = (brandId: string, page: number) =>
  useQuery(brandMediaQueryOptions(brandId, page));
