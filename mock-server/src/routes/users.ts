import type { api } from '@ws/contracts';
import { canSeeBrand, coveredBrandIds, policyFor, toUserInfo } from '../db/access.ts';
import type { AreaHandlers } from './define-routes.ts';
import { fail, ok } from './define-routes.ts';
import { must } from './caller.ts';

const forbidden = (brandId: string) =>
  fail(403, 'FORBIDDEN', `Your policy does not cover brand ${brandId}`, 'params.brandId');


export const usersHandlers: AreaHandlers<typeof api.users> = {
  info: ({ caller, world }) => ok(toUserInfo(world, must(caller))),

  brands: ({ caller, world, query }) => {
    const ids = coveredBrandIds(world, must(caller));
    const rows = [...ids]
      .map((id) => world.brands.get(id))
      .filter((b) => b !== undefined)
      .filter((b) => query.include_archived === 'true' || !b.archived)
      .map(({ id, name, type, group_id, parent_id }) => ({ id, name, type, group_id, parent_id }));
    return ok(rows);
  },

  brandPolicy: ({ caller, world, params }) => {
    if (!world.brands.has(params.brandId)) return fail(404, 'NOT_FOUND', 'No such brand', 'params.brandId');
    if (!canSeeBrand(world, must(caller), params.brandId)) return forbidden(params.brandId);
    return ok(policyFor(world, must(caller), params.brandId));
  },

  navigationPreferences: ({ caller }) => ok({ default_home_page: must(caller).default_home_page }),

  mfaSetupStatus: ({ caller }) => ok({ setup_required: must(caller).mfa_setup_required }),

  logout: ({ world, body }) => {
    world.revokedRefreshTokens.add(body.refresh_token);
    return ok({ logged_out: true });
  },
};
