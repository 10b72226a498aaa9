/**
 * The news feed (extension): the header's news popover (§2 Layout) pages through what the
 * caller's brand and the levels above it published, and marks items read.
 */
import { z } from 'zod';
import { offsetQuery } from '../schemas/common.ts';
import {
  MarkNewsReadBodySchema,
  MarkNewsReadResultSchema,
  NewsPageSchema,
} from '../schemas/news-feed.ts';
import { brandCall } from './brand-params.ts';

export const newsFeed = {
  list: brandCall(
    'GET /v1/brands/:brandId/news_feed',
    'A page of news for the caller at the brand, newest first, with read flags and the unread count',
    () => ({
      query: z
        .object({ offset: offsetQuery, limit: z.coerce.number().int().min(1).max(50).default(10) })
        .strict(),
      data: NewsPageSchema,
    }),
    {
      extension: true,
      example: { caller: 'u-manager', params: { brandId: 'CH-1-1-1' }, query: { limit: '5' } },
    },
  ),
  markRead: brandCall(
    'POST /v1/brands/:brandId/news_feed/read',
    "Marks the given items of the brand's feed read for the caller (idempotent)",
    () => ({ body: MarkNewsReadBodySchema, data: MarkNewsReadResultSchema }),
    {
      extension: true,
      example: {
        caller: 'u-manager',
        params: { brandId: 'CH-1-1-1' },
        body: { ids: ['news-CH-1-1-1-1'] },
      },
    },
  ),
};
