import type { api } from '@ws/contracts';
import { moveInBulk } from '../db/hiring/bulk-moves.ts';
import { must } from './caller.ts';
import type { AreaHandlers } from './define-routes.ts';
import { ok } from './define-routes.ts';

export const bulkHiringHandlers: AreaHandlers<typeof api.bulkHiring> = {
  // The guard has checked the brand and the product; each application is checked on its own.
  move: ({ caller, world, params, body, now }) =>
    ok(
      moveInBulk(
        world,
        must(caller),
        {
          brandId: params.brandId,
          ids: body.application_ids,
          stage: body.stage,
          reason: body.reason ?? null,
          message: body.message ?? null,
        },
        now,
      ),
    ),
};
