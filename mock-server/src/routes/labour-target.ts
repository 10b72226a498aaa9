import type { api } from '@ws/contracts';
import { salesOf, setSales, targetOf } from '../db/scheduling/labour-target.ts';
import { currentWeek } from '../db/scheduling/shifts.ts';
import type { World } from '../db/types.ts';
import type { AreaHandlers } from './define-routes.ts';
import { ok } from './define-routes.ts';

/** What the week's calls answer: the brand's projected sales of the week and the target it follows. */
const weekOf = (world: World, brandId: string, weekStart: string) => ({
  week_start: weekStart,
  target_percent: targetOf(world, brandId),
  sales: salesOf(world, brandId, weekStart),
});

export const labourTargetHandlers: AreaHandlers<typeof api.labourTarget> = {
  week: ({ world, params, query, request }) =>
    ok(
      weekOf(
        world,
        params.brandId,
        query.week_start ?? currentWeek(world, params.brandId, request.server.clock.now()),
      ),
    ),

  saveSales: ({ world, params, body }) => {
    setSales(world, params.brandId, body.week_start, body.sales);
    return ok(weekOf(world, params.brandId, body.week_start));
  },

  setTarget: ({ world, params, body }) => {
    world.extensions.labour.targets.set(params.brandId, body.target_percent);
    return ok({ target_percent: body.target_percent });
  },
};
