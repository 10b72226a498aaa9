import { z } from 'zod';
import { brandErrors, endpoint, envelope } from '../define.ts';
import { BrandServicesSchema } from '../schemas/brand.ts';

const flag = z.enum(['true', 'false']).optional();

export const brands = {
  services: endpoint({
    method: 'GET',
    path: '/v1/brands/services',
    auth: 'bearer',
    summary: 'Services of the given brands (repeated brand_ids), optionally with their children',
    query: z
      .object({
        brand_ids: z.union([z.string(), z.array(z.string())]).transform((v) => [v].flat()),
        include_children: flag,
      })
      .strict(),
    responses: { 200: envelope(BrandServicesSchema), ...brandErrors },
  }),
};
