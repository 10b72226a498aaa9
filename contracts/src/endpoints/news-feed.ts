/**
 * The news feed (extension): the header's news popover (§2 Layout) pages through what the
 * caller's brand and the levels above it published, and marks items read.
 */
import { z } from 'zod';
import { brandErrors, endpoint, envelope } from '../define.ts';
import { idSegment, offsetQuery } from '../schemas/common.ts';
import {
  MarkNewsReadBodySchema,
  MarkNewsReadResultSchema,
  NewsPageSchema,
} from '../schemas/news-feed.ts';

const brandParams = z.object({ brandId: idSegment }).strict();

export const newsFeed = {
  list: endpoint({
    method: 'GET',
    path: '/v1/brands/:brandId/news_feed',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    extension: true,
    summary:
      'A page of news for the caller at the brand, newest first, with read flags and the unread count',
    schemas: () => ({
      params: brandParams,
      query: z
        .object({ offset: offsetQuery, limit: z.coerce.number().int().min(1).max(50).default(10) })
        .strict(),
      responses: { 200: envelope(NewsPageSchema), ...brandErrors },
    }),
    example: { caller: 'u-manager', params: { brandId: 'CH-1-1-1' }, query: { limit: '5' } },
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/v1/brands/:brandId/news_feed/read',
    auth: 'bearer',
    access: { brand: 'params.brandId' },
    extension: true,
    summary: "Marks the given items of the brand's feed read for the caller (idempotent)",
    schemas: () => ({
      params: brandParams,
      body: MarkNewsReadBodySchema,
      responses: { 200: envelope(MarkNewsReadResultSchema), ...brandErrors },
    }),
    example: {
      caller: 'u-manager',
      params: { brandId: 'CH-1-1-1' },
      body: { ids: ['news-CH-1-1-1-1'] },
    },
  }),
};
