import type { api } from '@ws/contracts';
import type { ShiftRow } from '../db/scheduling/shifts.ts';
import { announcePublished, copyLastWeek } from '../db/scheduling/schedule-tools.ts';
import { checkShift, currentWeek, shiftsOfWeek, toShift } from '../db/scheduling/shifts.ts';
import { keptCategories, positionWeekPage } from '../db/scheduling/position-rows.ts';
import { notifyPublished, notifyShiftChanged } from '../db/notifications/notify.ts';
import { isWithin } from '../db/tree.ts';
import type { World } from '../db/types.ts';
import { invalid, notFound } from './replies.ts';
import type { AreaHandlers } from './define-routes.ts';
import { ok } from './define-routes.ts';
import { must } from './caller.ts';

/** A shift the brand may act on: at the brand or one of its locations. */
const shiftAt = (world: World, brandId: string, shiftId: string) => {
  const shift = world.extensions.shifts.find(shiftId);
  return shift && isWithin(world, shift.brand_id, brandId) ? shift : undefined;
};

/** An overlap is blamed on what the move changed: the start, else the end, else the person. */
const overlapFieldOf = (body: { start?: string; end?: string; user_id?: string | null }) =>
  body.start !== undefined
    ? 'body.start'
    : body.end !== undefined
      ? 'body.end'
      : body.user_id !== undefined
        ? 'body.user_id'
        : 'body.start';

export const shiftsHandlers: AreaHandlers<typeof api.shifts> = {
  week: ({ world, params, query, request }) => {
    const weekStart =
      query.week_start ?? currentWeek(world, params.brandId, request.server.clock.now());
    return ok({
      week_start: weekStart,
      shifts: shiftsOfWeek(world, params.brandId, weekStart).map((s) => toShift(world, s)),
    });
  },

  byPosition: ({ world, params, query, caller, request }) =>
    ok(
      positionWeekPage(world, params.brandId, {
        weekStart:
          query.week_start ?? currentWeek(world, params.brandId, request.server.clock.now()),
        offset: query.offset,
        limit: query.limit,
        categories: keptCategories(must(caller), query.categories),
      }),
    ),

  create: ({ world, params, body }) => {
    const store = world.extensions.shifts;
    const { location_id: locationId, ...fields } = body;
    const employee = fields.user_id === null ? undefined : world.employees.get(fields.user_id);
    const row: ShiftRow = {
      ...fields,
      id: '',
      brand_id: employee?.brand_id ?? locationId ?? params.brandId,
      start: Date.parse(body.start),
      end: Date.parse(body.end),
      published: false,
    };
    // A location named beside a person is not used, but one outside the brand is still refused:
    // the call may not even mention another brand's locations.
    const isLocation = (id: string) =>
      world.brands.get(id)?.type === 'CHILD' && isWithin(world, id, params.brandId);
    if (locationId !== undefined && locationId !== null && !isLocation(locationId)) {
      return invalid({
        field: 'body.location_id',
        message: `${locationId} is not a location of ${params.brandId}`,
      });
    }
    const problem = checkShift(world, params.brandId, row, 'body.start');
    if (problem) return invalid(problem);
    return ok(toShift(world, store.put({ ...row, id: store.nextId(row.brand_id) })));
  },

  update: ({ world, params, body, now }) => {
    const shift = shiftAt(world, params.brandId, params.shiftId);
    if (!shift) return notFound('params.shiftId', params.shiftId);
    const userId = body.user_id === undefined ? shift.user_id : body.user_id;
    const employee = userId === null ? undefined : world.employees.get(userId);
    const moved: ShiftRow = {
      ...shift,
      ...body,
      brand_id: employee?.brand_id ?? shift.brand_id,
      start: body.start === undefined ? shift.start : Date.parse(body.start),
      end: body.end === undefined ? shift.end : Date.parse(body.end),
    };
    const problem = checkShift(world, params.brandId, moved, overlapFieldOf(body));
    if (problem) return invalid(problem);
    notifyShiftChanged(world, shift, moved, now);
    return ok(toShift(world, world.extensions.shifts.put(moved)));
  },

  remove: ({ world, params }) => {
    const shift = shiftAt(world, params.brandId, params.shiftId);
    if (!shift) return notFound('params.shiftId', params.shiftId);
    world.extensions.shifts.delete(shift);
    return ok({ id: shift.id, deleted: true as const });
  },

  publish: ({ world, params, body, caller, now }) => {
    const drafts = shiftsOfWeek(world, params.brandId, body.week_start).filter((s) => !s.published);
    drafts.forEach((s) => (s.published = true));
    announcePublished(world, drafts, body.week_start, must(caller), now);
    notifyPublished(world, drafts, body.week_start, now);
    return ok({ week_start: body.week_start, published_count: drafts.length });
  },

  copyWeek: ({ world, params, body }) =>
    ok({ week_start: body.week_start, ...copyLastWeek(world, params.brandId, body.week_start) }),
};
