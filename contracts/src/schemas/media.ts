import { z } from 'zod';
import { lazySchema } from '../define.ts';
import { ImageRefSchema } from './common.ts';

export const MediaTypeSchema = z.enum(['IMAGE', 'VIDEO', 'DOCUMENT']);

/** §3 Media. is_hosted exists only for VIDEO. */
export const MediaSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    brand_id: z.string(),
    title: z.string(),
    description: z.string(),
    type: MediaTypeSchema,
    format: z.string(),
    path: z.string(),
    is_hosted: z.boolean().optional(),
    positions: z.array(z.string()),
    media_secondary: z.object({ path: z.string(), format: z.string() }).nullable(),
    created_at: z.string(),
  }),
);
export type Media = z.infer<typeof MediaSchema>;
export type MediaType = z.infer<typeof MediaTypeSchema>;

/** A brand's media come 12 to a page (a 4×3 or 3×4 grid), and a caller may ask for at most 50. */
export const MEDIA_PAGE_SIZE = 12;
export const MEDIA_PAGE_MAX = 50;

/** One page of a brand's media, newest first, with how many there are in all. */
export const MediaPageSchema = lazySchema(() =>
  z.object({ media: z.array(MediaSchema), total: z.number().int().min(0) }),
);
export type MediaPage = z.infer<typeof MediaPageSchema>;

export const CreateMediaBodySchema = lazySchema(() =>
  z
    .object({
      title: z.string().min(1).max(120),
      description: z.string().max(2000).default(''),
      type: MediaTypeSchema,
      format: z.string().regex(/^[a-z0-9]{2,5}$/, 'a lower-case file extension'),
      path: z.string().min(1),
      is_hosted: z.boolean().optional(),
      positions: z.array(z.string()).default([]),
      media_secondary: z.object({ path: z.string(), format: z.string() }).nullable().default(null),
    })
    .strict()
    .refine((m) => m.is_hosted === undefined || m.type === 'VIDEO', {
      path: ['is_hosted'],
      message: 'is_hosted applies to VIDEO only',
    }),
);

/** Where to PUT the file (§7 "returning href"): a URL on the mock server itself. */
export const PresignedUrlSchema = lazySchema(() =>
  z.object({ href: z.string(), key: z.string(), expires_at: z.string() }),
);

/** §3 basic media of a user: the 240x240 profile image and the 3:1 rectangle one. */
export const UserBasicMediaSchema = lazySchema(() =>
  z.object({
    profile_image: ImageRefSchema.nullable(),
    rectangle_profile_image: ImageRefSchema.nullable(),
  }),
);
