/**
 * The employer's inbox (extension): message threads across every application to a brand
 * and the locations under it, so a manager reads new messages without paging through applications.
 */
import { z } from 'zod';
import { flag, idSegment, offsetQuery } from '../schemas/common.ts';
import { ThreadPageSchema } from '../schemas/thread.ts';
import { brandCall } from './brand-params.ts';

const THREADS_PAGE_SIZE = 10;

export const threads = {
  list: brandCall(
    'GET /v1/brands/:brandId/threads',
    'Message threads of applications to the brand and its locations, latest message first (offset 0, limit 10 by default); unread_only keeps threads with unread candidate messages',
    () => ({
      params: z.object({ brandId: idSegment }).strict(),
      query: z
        .object({
          offset: offsetQuery,
          limit: z.coerce.number().int().min(1).max(50).default(THREADS_PAGE_SIZE),
          unread_only: flag,
        })
        .strict(),
      data: ThreadPageSchema,
    }),
    {
      extension: true,
      access: { brand: 'params.brandId', product: 'SOURCE_HIRE' },
      example: {
        caller: 'u-manager',
        params: { brandId: 'CH-1-1-1' },
        query: { offset: '0', limit: '10' },
      },
    },
  ),
};
