import { z } from 'zod';
import { lazySchema } from '../define.ts';

/** §3 "position categories" (not shown): categories of a brand's positions, each with its positions. */
export const PositionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    type_code: z.string(),
    archived: z.boolean(),
  }),
);
export const PositionCategorySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    archived: z.boolean(),
    positions: z.array(PositionSchema),
  }),
);
export type PositionCategory = z.infer<typeof PositionCategorySchema>;

export const PositionTypeSchema = lazySchema(() =>
  z.object({ code: z.string(), name: z.string() }),
);
