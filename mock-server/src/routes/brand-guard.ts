import { canSeeBrand } from '../db/access.ts';
import type { Problem } from '../db/extensions/problem.ts';
import type { UserRow, World } from '../db/types.ts';
import { must } from './caller.ts';
import { fail } from './define-routes.ts';

/** 404 for a brand that does not exist, 403 for one outside the caller's policy; null when the call may go on. */
export function brandDenied(world: World, caller: UserRow | null, brandId: string) {
  if (!world.brands.has(brandId)) return fail(404, 'NOT_FOUND', `No brand ${brandId}`, 'params.brandId');
  if (!canSeeBrand(world, must(caller), brandId)) {
    return fail(403, 'FORBIDDEN', `Your policy does not cover brand ${brandId}`, 'params.brandId');
  }
  return null;
}

export const notFound = (field: string, id: string) => fail(404, 'NOT_FOUND', `No ${id} here`, field);

/** A body that parsed but does not fit the world: the same 400 shape schema validation answers. */
export const invalid = ({ field, message }: Problem) => fail(400, 'VALIDATION_ERROR', `${field}: ${message}`, field);
