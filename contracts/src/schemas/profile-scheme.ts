import { z } from 'zod';
import { lazySchema } from '../define.ts';
import { ImageRefSchema } from './common.ts';

/** §3 Profile scheme; colours are `r,g,b` like the §9 theme defaults. */
export const ProfileSchemeSchema = lazySchema(() =>
  z.object({
    scheme_settings: z.object({ background_color: z.string(), accent_color: z.string() }),
    profile_image: ImageRefSchema.nullable(),
    rectangle_profile_image: ImageRefSchema.nullable(),
  }),
);
export type ProfileScheme = z.infer<typeof ProfileSchemeSchema>;
