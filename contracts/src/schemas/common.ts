import { z } from 'zod';
import { lazySchema } from '../define.ts';

/** Query flags arrive as strings; the calls of §7 spell them `true` / `false`. */
export const flag = z.enum(['true', 'false']).optional();

/** A comma-separated query list (`brands_ids=a,b`), trimmed, never empty. */
export const commaList = lazySchema(() =>
  z
    .string()
    .min(1)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string()).min(1)),
);

/** A query value that may be repeated (`brand_ids=a&brand_ids=b`). */
export const repeated = lazySchema(() =>
  z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).transform((v) => [v].flat()),
);

/** An id segment of a path: letters, digits, dashes and underscores only. */
export const idSegment = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id');

export const offsetQuery = z.coerce.number().int().min(0).default(0);

/** A stored image: the `{uuid, path}` pair §3 gives profile images. */
export const ImageRefSchema = lazySchema(() => z.object({ uuid: z.string(), path: z.string() }));
export type ImageRef = z.infer<typeof ImageRefSchema>;

/** A file as the server saw it after reading a multipart upload fully (names sanitised). */
export const UploadedFileSchema = z.object({
  filename: z.string().min(1),
  mimetype: z.string(),
  size: z.number().int().min(0),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

export const IsoDateTime = z.string().describe('ISO 8601 date-time');

/** For calls that take no query: an unexpected parameter is a 400 naming it. */
export const emptyQuery = lazySchema(() => z.object({}).strict());

/**
 * A page of a list as §9 returns it: the items under their own name, the total, any counts the
 * list adds, then where the page starts and how long it may be, in that order.
 */
export const pageOf = <
  K extends string,
  T extends z.ZodType,
  E extends z.ZodRawShape = Record<never, never>,
>(
  key: K,
  item: T,
  extra: E = {} as E,
) =>
  z.object({
    ...({ [key]: z.array(item) } as Record<K, z.ZodArray<T>>),
    total: z.number().int(),
    ...extra,
    offset: z.number().int(),
    limit: z.number().int(),
  });
