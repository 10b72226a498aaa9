import { z } from 'zod';

/** §3 Brand list item; `name` is our addition so switchers can show something readable. */
export const BrandListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  group_id: z.string().nullable(),
  parent_id: z.string().nullable(),
});
export type BrandListItem = z.infer<typeof BrandListItemSchema>;

export const ServiceTypeSchema = z.enum(['ACTIVE', 'PASS']);

/** §3 Brand service: sub-services flatten to `PARENT_SUB` on the client [R3-03]. */
export const BrandServiceSchema = z.object({
  code: z.string(),
  type: ServiceTypeSchema,
  access_type: z.string().optional(),
  sub_services: z.array(z.object({ code: z.string() })).optional(),
});
export type BrandService = z.infer<typeof BrandServiceSchema>;

export const BrandServicesSchema = z.array(
  z.object({ brand_id: z.string(), services: z.array(BrandServiceSchema) }),
);

export const ConditionTypeSchema = z.enum(['LOGBOOK_ENTRY_TYPE', 'POSITION_CATEGORY', 'JOB_BOARD']);
export const PermissionSchema = z.object({
  name: z.string(),
  conditions: z
    .array(z.object({ type: ConditionTypeSchema, values: z.array(z.string()) }))
    .default([]),
});
/** §3 Policy: permissions per brand plus the user's accesses (TEAM_LIVE, SOURCE_HIRE, …). */
export const PolicySchema = z.object({
  brands: z.array(z.object({ brandId: z.string(), permissions: z.array(PermissionSchema) })),
  user_accesses: z.array(z.string()),
});
export type Policy = z.infer<typeof PolicySchema>;
export type Permission = z.infer<typeof PermissionSchema>;
