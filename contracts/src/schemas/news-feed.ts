import { z } from 'zod';
import { lazySchema } from '../define.ts';
import { IsoDateTime, pageOf } from './common.ts';

/** The news feed popover of the header (§2 Layout): announcements from the brand and the levels above it. */

export const NewsCategorySchema = z.enum([
  'ANNOUNCEMENT',
  'POLICY',
  'RECOGNITION',
  'OPERATIONS',
  'TRAINING',
]);

export const NewsItemSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** The brand that published it: the caller's brand or one of its ancestors. */
    brand_id: z.string(),
    title: z.string(),
    body: z.string(),
    published_at: IsoDateTime,
    author: z.object({ name: z.string(), title: z.string() }),
    category: NewsCategorySchema,
    /** Whether the caller has read it. */
    read: z.boolean(),
  }),
);
export type NewsItem = z.infer<typeof NewsItemSchema>;

export const NewsPageSchema = lazySchema(() =>
  pageOf('items', NewsItemSchema, { unread_count: z.number().int() }),
);

export const MarkNewsReadBodySchema = lazySchema(() =>
  z.object({ ids: z.array(z.string().min(1)).min(1).max(100) }).strict(),
);

export const MarkNewsReadResultSchema = lazySchema(() =>
  z.object({ marked: z.number().int(), unread_count: z.number().int() }),
);
