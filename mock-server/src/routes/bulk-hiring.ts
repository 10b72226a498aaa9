import type { api } from '@ws/contracts';
import { applicationsInReach, moveInBulk } from '../db/hiring/bulk-moves.ts';
import { must } from './caller.ts';
import type { AreaHandlers } from './define-routes.ts';
import { ok } from './define-routes.ts';
import { notFound } from './replies.ts';

export const bulkHiringHandlers: AreaHandlers<typeof api.bulkHiring> = {
  // The guard has checked the brand and the product. An id outside the brand refuses the whole
  // call before anything moves, as one stage move of it would be; the rest is each application's.
  move: ({ caller, world, params, body, now }) => {
    const applications = applicationsInReach(world, params.brandId, body.application_ids);
    if ('outside' in applications) {
      const at = applications.outside;
      return notFound(`body.application_ids.${at}`, body.application_ids[at] ?? '');
    }
    return ok(
      moveInBulk(
        world,
        must(caller),
        { stage: body.stage, reason: body.reason ?? null, message: body.message ?? null },
        applications,
        now,
      ),
    );
  },
};
