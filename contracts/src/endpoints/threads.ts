/**
 * The employer's inbox (extension): message threads across every application to a brand
 * and the locations under it, so a manager reads new messages without paging through applications.
 */
import { z } from 'zod';
import { brandErrors, endpoint, envelope } from '../define.ts';
import { flag, idSegment, offsetQuery } from '../schemas/common.ts';
import { ThreadPageSchema } from '../schemas/thread.ts';

const THREADS_PAGE_SIZE = 10;

export const threads = {
  list: endpoint({
    method: 'GET',
    path: '/v1/brands/:brandId/threads',
    auth: 'bearer',
    extension: true,
    access: { brand: 'params.brandId', product: 'SOURCE_HIRE' },
    summary:
      'Message threads of applications to the brand and its locations, latest message first (offset 0, limit 10 by default); unread_only keeps threads with unread candidate messages',
    schemas: () => ({
      params: z.object({ brandId: idSegment }).strict(),
      query: z
        .object({
          offset: offsetQuery,
          limit: z.coerce.number().int().min(1).max(50).default(THREADS_PAGE_SIZE),
          unread_only: flag,
        })
        .strict(),
      responses: { 200: envelope(ThreadPageSchema), ...brandErrors },
    }),
    example: {
      caller: 'u-manager',
      params: { brandId: 'CH-1-1-1' },
      query: { offset: '0', limit: '10' },
    },
  }),
};
