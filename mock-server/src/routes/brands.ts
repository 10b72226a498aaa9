import type { api } from '@ws/contracts';
import { canSeeBrand } from '../db/access.ts';
import type { AreaHandlers } from './define-routes.ts';
import { fail, ok } from './define-routes.ts';
import { must } from './caller.ts';

const forbidden = (brandId: string) =>
  fail(403, 'FORBIDDEN', `Your policy does not cover brand ${brandId}`, 'query.brand_ids');

export const brandsHandlers: AreaHandlers<typeof api.brands> = {
  services: ({ caller, world, query }) => {
    const user = must(caller);
    const denied = query.brand_ids.find((id) => !canSeeBrand(world, user, id));
    if (denied) return forbidden(denied);
    const ids = query.include_children === 'true'
      ? [...new Set(query.brand_ids.flatMap((id) => [id, ...(world.childrenOf.get(id) ?? [])]))]
      : query.brand_ids;
    return ok(ids.map((id) => ({ brand_id: id, services: world.brands.get(id)?.services ?? [] })));
  },
};
