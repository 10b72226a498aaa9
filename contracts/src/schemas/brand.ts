import { z } from 'zod';
import { lazySchema } from '../define.ts';
import { ImageRefSchema } from './common.ts';

/** §3 Brand list item; `name` is our addition so switchers can show something readable. */
export const BrandListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  group_id: z.string().nullable(),
  parent_id: z.string().nullable(),
  /** Our addition: whether the caller starred the brand (POST/DELETE …/employers/favourites). */
  is_favourite: z.boolean().optional(),
});
export type BrandListItem = z.infer<typeof BrandListItemSchema>;

export const ServiceTypeSchema = z.enum(['ACTIVE', 'PASS']);

/** §3 Brand service: sub-services flatten to `PARENT_SUB` on the client. */
export const BrandServiceSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    type: ServiceTypeSchema,
    access_type: z.string().optional(),
    sub_services: z.array(z.object({ code: z.string() })).optional(),
  }),
);
export type BrandService = z.infer<typeof BrandServiceSchema>;

export const BrandServicesSchema = lazySchema(() =>
  z.array(z.object({ brand_id: z.string(), services: z.array(BrandServiceSchema) })),
);

export const ConditionTypeSchema = z.enum(['LOGBOOK_ENTRY_TYPE', 'POSITION_CATEGORY', 'JOB_BOARD']);
export const PermissionSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    conditions: z
      .array(z.object({ type: ConditionTypeSchema, values: z.array(z.string()) }))
      .default([]),
  }),
);
/** §3 Policy: permissions per brand plus the user's accesses (TEAM_LIVE, SOURCE_HIRE, …). */
export const PolicySchema = lazySchema(() =>
  z.object({
    brands: z.array(z.object({ brandId: z.string(), permissions: z.array(PermissionSchema) })),
    user_accesses: z.array(z.string()),
  }),
);
export type Policy = z.infer<typeof PolicySchema>;
export type Permission = z.infer<typeof PermissionSchema>;

export const BrandKindSchema = z.enum(['ENTERPRISE', 'GP', 'PARENT', 'CHILD']);

/** §3 says only "location, fields not shown": a postal address with coordinates and a timezone. */
export const BrandLocationSchema = lazySchema(() =>
  z.object({
    brand_id: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    postal_code: z.string(),
    country: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    timezone: z.string(),
  }),
);
export type BrandLocation = z.infer<typeof BrandLocationSchema>;

/** §3 "brand basic info", fields not shown: identity, colours (§1 theming) and, on request, locations. */
export const BrandBasicInfoSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    slug: z.string(),
    group_id: z.string().nullable(),
    parent_id: z.string().nullable(),
    header_color: z.string().describe('r,g,b'),
    accent_color: z.string().describe('r,g,b'),
    timezone: z.string(),
    archived: z.boolean(),
    locations: z.array(BrandLocationSchema).optional(),
  }),
);

/** §3 "brand basic media", fields not shown: the logo and a 3:1 cover, each `{uuid, path}`. */
export const BrandBasicMediaSchema = lazySchema(() =>
  z.object({
    brand_id: z.string(),
    logo: ImageRefSchema.nullable(),
    cover: ImageRefSchema.nullable(),
  }),
);

/** A brand of a group with, on request, its services and the caller's permissions there. */
export const GroupBrandSchema = BrandListItemSchema.extend({
  archived: z.boolean(),
  services: z.array(BrandServiceSchema).optional(),
  permissions: z.array(PermissionSchema).optional(),
});

export const GroupSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    enterprise_id: z.string().nullable(),
    parent_count: z.number().int(),
    location_count: z.number().int(),
  }),
);

export interface BrandTreeNode {
  id: string;
  name: string;
  type: string;
  archived: boolean;
  jobs?: { position_id: string; name: string }[];
  children: BrandTreeNode[];
}
/** §3 "tree", fields not shown: nested nodes, with open positions when include_jobs is set. */
export const BrandTreeNodeSchema: z.ZodType<BrandTreeNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    archived: z.boolean(),
    jobs: z.array(z.object({ position_id: z.string(), name: z.string() })).optional(),
    children: z.array(BrandTreeNodeSchema),
  }),
);
export const BrandTreeSchema = lazySchema(() =>
  z.object({
    parent: BrandListItemSchema.nullable().optional(),
    root: BrandTreeNodeSchema,
  }),
);

export const BrandSearchBodySchema = lazySchema(() =>
  z
    .object({
      query: z.string().max(100).default(''),
      types: z.array(BrandKindSchema).optional(),
      include_archived: z.boolean().default(false),
      offset: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(100).default(20),
    })
    .strict(),
);
export const BrandSearchResultSchema = lazySchema(() =>
  z.object({
    brands: z.array(BrandListItemSchema),
    total: z.number().int(),
  }),
);

export const FavouriteSchema = lazySchema(() =>
  z.object({ brand_id: z.string(), is_favourite: z.boolean() }),
);
export const SuspensionSchema = lazySchema(() =>
  z.object({ brand_id: z.string(), is_suspended: z.boolean() }),
);
export const CountSchema = lazySchema(() => z.object({ count: z.number().int().min(0) }));

/** The employer message board of a group: one row per location with threads. */
export const MessageBoardSchema = lazySchema(() =>
  z.object({
    group_id: z.string(),
    brands: z.array(
      z.object({
        brand_id: z.string(),
        brand_name: z.string(),
        thread_count: z.number().int(),
        unread_count: z.number().int(),
        last_message_at: z.string().nullable(),
      }),
    ),
  }),
);
