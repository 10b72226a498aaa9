import type { api, Swap } from '@ws/contracts';
import { notify } from '../db/notifications/notify.ts';
import type { SwapRefusal } from '../db/scheduling/swaps.ts';
import {
  addSwap,
  applySwap,
  approvalRequired,
  isLive,
  rowAt,
  shiftsOf,
  swapRefusal,
  takenRefusal,
} from '../db/scheduling/swaps.ts';
import type { SwapRow } from '../db/scheduling/swap-rows.ts';
import { employeeRowsOf, nameOf } from '../db/scheduling/workday.ts';
import type { ShiftRow } from '../db/stores/stores.ts';
import { isWithin } from '../db/tree.ts';
import type { World } from '../db/types.ts';
import { must } from './caller.ts';
import type { AreaHandlers } from './define-routes.ts';
import { fail, ok } from './define-routes.ts';
import { toMyShift } from './me-shifts.ts';
import { notFound } from './replies.ts';

/** How far ahead a colleague's shift may be proposed for a trade, and how many settled swaps a person sees. */
const TRADE_DAYS = 14;
const SETTLED_SHOWN = 5;

const person = (world: World, employeeId: string | null) => {
  const e = employeeId === null ? undefined : world.employees.get(employeeId);
  return e ? { employee_id: e.id, name: nameOf(e) } : null;
};

function toSwap(world: World, row: SwapRow, shift: ShiftRow): Swap {
  const { counter } = shiftsOf(world, row);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    shift: toMyShift(world, shift),
    offered_by: person(world, row.offered_by) ?? { employee_id: row.offered_by, name: '' },
    counter_shift: counter ? toMyShift(world, counter) : null,
    colleague: person(world, row.colleague_id),
    taken_by: person(world, row.taken_by),
    created_at: new Date(row.created_at).toISOString(),
    decided_at: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
    reason: row.reason,
  };
}

/** Swaps whose shift still exists (a manager may delete one), as the API shows them. */
const shown = (world: World, rows: SwapRow[]) =>
  rows.flatMap((row) => {
    const { shift } = shiftsOf(world, row);
    return shift ? [toSwap(world, row, shift)] : [];
  });

const refused = (field: string, refusal: SwapRefusal) =>
  fail(400, refusal.code, `${field}: ${refusal.message}`, field);
const closed = (field: string, message: string) => fail(400, 'SWAP_CLOSED', message, field);
const notYours = (message: string, field: string) => fail(403, 'FORBIDDEN', message, field);

/** A published shift of the caller that has not started: what may be offered. */
function offerable(world: World, ids: Set<string>, shiftId: string, now: number) {
  const shift = world.extensions.shifts.find(shiftId);
  if (!shift || !shift.published) return { reply: notFound('body.shift_id', shiftId) };
  if (shift.user_id === null || !ids.has(shift.user_id))
    return { reply: notYours('You do not work this shift', 'body.shift_id') };
  if (shift.start <= now)
    return { reply: closed('body.shift_id', 'body.shift_id: the shift has started') };
  return { shift };
}

/** A settled swap is told to who offered it and who took it, when they have accounts. */
function tellDecided(world: World, row: SwapRow, now: number) {
  const subject = world.brands.get(row.location_id)?.name ?? row.location_id;
  const decision = row.status === 'APPROVED' ? 'APPROVED' : 'DECLINED';
  for (const employeeId of new Set([row.offered_by, row.taken_by])) {
    const userId = employeeId === null ? null : world.employees.get(employeeId)?.user_id;
    if (userId) notify(world, userId, { kind: 'SWAP_DECIDED', subject, decision, at: now });
  }
}

/** A swap awaiting the manager at or below the brand. */
const pendingAt = (world: World, brandId: string, swapId: string) => {
  const row = world.extensions.swaps.rows.get(swapId);
  return row && isWithin(world, row.location_id, brandId) ? row : undefined;
};

export const swapsHandlers: AreaHandlers<typeof api.swaps> = {
  mine: ({ world, caller, now }) => {
    const rows = employeeRowsOf(world, must(caller).id);
    const ids = new Set(rows.map((e) => e.id));
    const all = [...world.extensions.swaps.rows.values()].sort(
      (a, b) => b.created_at - a.created_at || b.id.localeCompare(a.id),
    );
    const involved = all.filter(
      (s) => ids.has(s.offered_by) || (s.taken_by !== null && ids.has(s.taken_by)),
    );
    const mine = [
      ...involved.filter(isLive),
      ...involved.filter((s) => !isLive(s)).slice(0, SETTLED_SHOWN),
    ];
    const available = all.filter((s) => {
      const { shift, counter } = shiftsOf(world, s);
      const me = rows.find((e) => e.brand_id === s.location_id);
      if (s.status !== 'OPEN' || !shift || shift.start <= now || !me || ids.has(s.offered_by))
        return false;
      if (s.kind === 'TRADE') return s.colleague_id !== null && ids.has(s.colleague_id);
      return swapRefusal(world, me, shift, counter) === null;
    });
    const tradeOptions = rows.flatMap((me) =>
      world.extensions.shifts
        .list(me.brand_id)
        .filter(
          (s) =>
            s.published &&
            s.user_id !== null &&
            !ids.has(s.user_id) &&
            s.position_id === me.position_id &&
            s.start > now &&
            s.start < now + TRADE_DAYS * 86_400_000,
        )
        .sort((a, b) => a.start - b.start)
        .flatMap((s) => {
          const colleague = person(world, s.user_id);
          return colleague ? [{ shift: toMyShift(world, s), colleague }] : [];
        }),
    );
    return ok({
      mine: shown(world, mine),
      available: shown(world, available),
      trade_options: tradeOptions,
    });
  },

  offer: ({ world, body, caller, now }) => {
    const rows = employeeRowsOf(world, must(caller).id);
    const own = offerable(world, new Set(rows.map((e) => e.id)), body.shift_id, now);
    if (!own.shift) return own.reply;
    const { shift } = own;
    const offerer = rows.find((e) => e.id === shift.user_id);
    if (!offerer) return notYours('You do not work this shift', 'body.shift_id');
    const counterId = body.counter_shift_id ?? null;
    // A shift is in one swap at a time, on either side of it.
    const inSwap = (id: string) =>
      [...world.extensions.swaps.rows.values()].find(
        (s) => isLive(s) && (s.shift_id === id || s.counter_shift_id === id),
      );
    const taken = inSwap(shift.id);
    if (taken) return closed('body.shift_id', `body.shift_id: already in ${taken.id}`);
    const busy = counterId === null ? undefined : inSwap(counterId);
    if (busy)
      return closed('body.counter_shift_id', `body.counter_shift_id: already in ${busy.id}`);
    let colleagueId: string | null = null;
    if (counterId !== null) {
      const counter = world.extensions.shifts.find(counterId);
      if (!counter || !counter.published || counter.brand_id !== shift.brand_id)
        return notFound('body.counter_shift_id', counterId);
      if (counter.user_id === null || counter.user_id === offerer.id || counter.start <= now)
        return closed('body.counter_shift_id', 'body.counter_shift_id: not a colleague shift');
      const colleague = world.employees.get(counter.user_id);
      const refusal =
        swapRefusal(world, offerer, counter, shift) ??
        (colleague ? swapRefusal(world, colleague, shift, counter) : null);
      if (refusal) return refused('body.counter_shift_id', refusal);
      colleagueId = counter.user_id;
    }
    const row = addSwap(world.extensions.swaps, {
      kind: counterId === null ? 'DROP' : 'TRADE',
      status: 'OPEN',
      shift_id: shift.id,
      location_id: shift.brand_id,
      offered_by: offerer.id,
      colleague_id: colleagueId,
      counter_shift_id: counterId,
      taken_by: null,
      created_at: now,
      decided_at: null,
      decided_by: null,
      reason: null,
    });
    return ok(toSwap(world, row, shift));
  },

  take: ({ world, params, caller, now }) => {
    const row = world.extensions.swaps.rows.get(params.swapId);
    const { shift, counter } = row ? shiftsOf(world, row) : { shift: undefined, counter: null };
    const me = row ? rowAt(world, must(caller).id, row.location_id) : undefined;
    if (!row || !shift || !me) return notFound('params.swapId', params.swapId);
    if (row.kind === 'TRADE' && row.colleague_id !== me.id)
      return notYours('This trade was proposed to someone else', 'params.swapId');
    if (row.offered_by === me.id)
      return notYours('You cannot take your own shift', 'params.swapId');
    if (row.status !== 'OPEN' || shift.start <= now)
      return closed('params.swapId', `params.swapId: ${row.id} is no longer open`);
    const refusal = swapRefusal(world, me, shift, counter);
    if (refusal) return refused('params.swapId', refusal);
    Object.assign(row, { status: 'PENDING', taken_by: me.id });
    if (!approvalRequired(world, row.location_id)) {
      applySwap(world, row);
      Object.assign(row, { status: 'APPROVED', decided_at: now });
      tellDecided(world, row, now);
    }
    return ok(toSwap(world, row, shift));
  },

  cancel: ({ world, params, caller, now }) => {
    const row = world.extensions.swaps.rows.get(params.swapId);
    const { shift } = row ? shiftsOf(world, row) : { shift: undefined };
    const me = row ? rowAt(world, must(caller).id, row.location_id) : undefined;
    if (!row || !shift || !me) return notFound('params.swapId', params.swapId);
    if (row.offered_by !== me.id) return notYours('You did not offer this shift', 'params.swapId');
    if (!isLive(row)) return closed('params.swapId', `params.swapId: ${row.id} is ${row.status}`);
    Object.assign(row, { status: 'CANCELLED', decided_at: now });
    return ok(toSwap(world, row, shift));
  },

  team: ({ world, params }) =>
    ok({
      approval_required: approvalRequired(world, params.brandId),
      pending: shown(
        world,
        [...world.extensions.swaps.rows.values()]
          .filter((s) => s.status === 'PENDING' && isWithin(world, s.location_id, params.brandId))
          .sort((a, b) => a.created_at - b.created_at || a.id.localeCompare(b.id)),
      ),
    }),

  approve: ({ world, params, caller, now }) => {
    const row = pendingAt(world, params.brandId, params.swapId);
    const { shift } = row ? shiftsOf(world, row) : { shift: undefined };
    if (!row || !shift) return notFound('params.swapId', params.swapId);
    if (row.status !== 'PENDING')
      return closed('params.swapId', `params.swapId: ${row.id} is ${row.status}`);
    const refusal = takenRefusal(world, row);
    if (refusal) return refused('params.swapId', refusal);
    applySwap(world, row);
    Object.assign(row, { status: 'APPROVED', decided_at: now, decided_by: must(caller).id });
    tellDecided(world, row, now);
    return ok(toSwap(world, row, shift));
  },

  decline: ({ world, params, body, caller, now }) => {
    const row = pendingAt(world, params.brandId, params.swapId);
    const { shift } = row ? shiftsOf(world, row) : { shift: undefined };
    if (!row || !shift) return notFound('params.swapId', params.swapId);
    if (row.status !== 'PENDING')
      return closed('params.swapId', `params.swapId: ${row.id} is ${row.status}`);
    Object.assign(row, {
      status: 'DECLINED',
      decided_at: now,
      decided_by: must(caller).id,
      reason: body.reason || null,
    });
    tellDecided(world, row, now);
    return ok(toSwap(world, row, shift));
  },

  settings: ({ world, params, body }) => {
    world.extensions.swaps.approval.set(params.brandId, body.approval_required);
    return ok({ approval_required: body.approval_required });
  },
};
