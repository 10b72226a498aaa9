import type { UserRow, World } from '../db/types.ts';
import { canSeeBrand } from '../db/access.ts';
import { fail } from './define-routes.ts';

export const forbidden = (brandId: string, field: string) =>
  fail(403, 'FORBIDDEN', `Your policy does not cover brand ${brandId}`, field);

export const missingBrand = (brandId: string, field: string) => fail(404, 'NOT_FOUND', `No brand ${brandId}`, field);

/** 404 for an unknown brand, 403 for one outside the caller's policy, otherwise null (go on). */
export function guardBrand(world: World, user: UserRow, brandId: string, field = 'params.brandId') {
  if (!world.brands.has(brandId)) return missingBrand(brandId, field);
  if (!canSeeBrand(world, user, brandId)) return forbidden(brandId, field);
  return null;
}
