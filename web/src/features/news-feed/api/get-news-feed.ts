import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const NEWS_PAGE_SIZE = 10;

export const getNewsFeed = (brandId: string) =>
  request(api.newsFeed.list, { params: { brandId }, query: { limit: NEWS_PAGE_SIZE } });

export const newsFeedQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: keyFor(api.newsFeed.list, { brandId }),
    queryFn: () => getNewsFeed(brandId),
    staleTime: 60_000,
  });

export const useNewsFeed = (brandId: string | undefined) =>
  useQuery({ ...newsFeedQueryOptions(brandId ?? ''), enabled: Boolean(brandId) });
