import { z } from 'zod';
import { lazySchema } from '../define.ts';
import { ImageRefSchema } from './common.ts';

/** §3 "brand users", fields not shown: an employee of a location with the position they hold. */
export const BrandUserSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    brand_id: z.string(),
    position: z.object({ id: z.string(), name: z.string(), category_id: z.string() }),
    schedulable: z.boolean(),
    status: z.enum(['ACTIVE', 'ON_LEAVE']),
  }),
);
export type BrandUser = z.infer<typeof BrandUserSchema>;

export const TeamViewSchema = z.enum(['MINIMAL', 'FULL']);
export const TeamRequiredDataSchema = z.enum(['POSITIONS', 'CONTACT', 'LOCATIONS', 'HIRE_DATE']);

/**
 * §3 Team user query (user_ids, view, schedulable, required_data). MINIMAL answers id and names;
 * FULL adds what required_data asks for.
 */
export const TeamUserSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    schedulable: z.boolean(),
    positions: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
    contact: z.object({ email: z.string(), phone: z.string() }).optional(),
    locations: z.array(z.string()).optional(),
    hired_on: z.string().optional(),
  }),
);

/** §3 "users … basic info", fields not shown: what a profile card shows. */
export const UserBasicInfoSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    brand_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    profile_image: ImageRefSchema.nullable(),
    position: z.object({ id: z.string(), name: z.string() }),
    hired_on: z.string(),
  }),
);

/** Locations under a brand that the caller may act on, with their head count. */
export const UserLocationSchema = lazySchema(() =>
  z.object({
    brand_id: z.string(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    user_count: z.number().int(),
  }),
);

/** The businesses the calling employee works at, with the position held at each. */
export const EmployeeBusinessSchema = lazySchema(() =>
  z.object({
    brand_id: z.string(),
    name: z.string(),
    type: z.string(),
    position: z.object({ id: z.string(), name: z.string() }),
  }),
);
