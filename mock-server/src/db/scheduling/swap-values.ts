/**
 * The provider-state values of the swap calls (contracts/README.md "Provider states"), looked up
 * in whatever world is loaded: for the location manager a swap awaiting them; for the member an
 * offered shift they may take, an offer of their own to withdraw, and a shift of theirs to offer.
 */
import { isWithin } from '../tree.ts';
import type { World } from '../types.ts';
import { employeeRowsOf } from './workday.ts';

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`provider state: the world has no ${what}`);
  return value;
};

export function managerSwapValues(world: World, locationId: string): Record<string, string> {
  const pending = [...world.extensions.swaps.rows.values()].find(
    (s) => s.status === 'PENDING' && isWithin(world, s.location_id, locationId),
  );
  return { pendingSwapId: need(pending, `pending swap at ${locationId}`).id };
}

export function memberSwapValues(world: World, memberId: string): Record<string, string> {
  const ids = new Set(employeeRowsOf(world, memberId).map((e) => e.id));
  const open = [...world.extensions.swaps.rows.values()].filter((s) => s.status === 'OPEN');
  const live = new Set(open.map((s) => s.shift_id));
  const spare = [...world.extensions.shifts.list(open[0]?.location_id ?? '')].find(
    (s) => s.published && s.id.endsWith('-spare') && s.user_id !== null && ids.has(s.user_id),
  );
  return {
    openSwapId: need(
      open.find((s) => s.kind === 'DROP' && !ids.has(s.offered_by)),
      "colleague's offered shift",
    ).id,
    ownSwapId: need(
      open.find((s) => ids.has(s.offered_by)),
      "member's offered shift",
    ).id,
    spareShiftId: need(spare && !live.has(spare.id) ? spare : undefined, "member's shift to offer")
      .id,
  };
}
