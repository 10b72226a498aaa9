/**
 * Shift swaps: who may take an offered shift, and what approving one changes. The shift rules are
 * the schedule's own (checkShift: a schedulable employee, an open position, no overlap); a swap
 * adds the employee's side: time off, declared availability, and the 40 paid hours of a week.
 */
import { ancestry } from '../tree.ts';
import type { EmployeeRow, World } from '../types.ts';
import type { ShiftRow } from '../stores/stores.ts';
import { personalConflict } from './personal-availability.ts';
import {
  checkShift,
  currentWeek,
  isNamedShift,
  paidHours,
  shiftsOfWeek,
  timeZoneOf,
} from './shifts.ts';
import type { SwapRow, SwapStore } from './swap-rows.ts';
import { addDays, DAY_MS, localDay, mondayOf, zonedInstant } from './time.ts';
import { employeeRowsOf, personOf } from './workday.ts';

export const emptySwaps = (): SwapStore => ({ rows: new Map(), approval: new Map(), seq: 0 });

/** Paid hours in a week past which a person is in overtime (US federal rule). */
export const WEEK_HOURS = 40;
const HOUR_MS = 3_600_000;

/** Why a swap is refused, as the API names it (the web app words each code). */
export type SwapRefusalCode =
  | 'SWAP_NOT_SCHEDULABLE'
  | 'SWAP_POSITION'
  | 'SWAP_OVERLAP'
  | 'SWAP_TIME_OFF'
  | 'SWAP_UNAVAILABLE'
  | 'SWAP_OVER_HOURS';

export interface SwapRefusal {
  code: SwapRefusalCode;
  message: string;
}

/** The local wall-clock time HH:mm of an instant at the shift's location. */
const clockAt = (ms: number, zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(ms));

/**
 * Whether `employee` may work `gain`, giving up `lose` (a trade's other shift) in return: the
 * schedule's shift checks, the same position, time off, availability, and the week's hours.
 */
export function swapRefusal(
  world: World,
  employee: EmployeeRow,
  gain: ShiftRow,
  lose: ShiftRow | null,
): SwapRefusal | null {
  if (employee.brand_id !== gain.brand_id || employee.position_id !== gain.position_id) {
    const name = world.positions.get(gain.position_id)?.name ?? gain.position_id;
    return { code: 'SWAP_POSITION', message: `${employee.id} does not work ${name} there` };
  }
  // The lost shift is set aside first: a trade may hand back the very hours it takes.
  const lost = lose ? world.extensions.shifts.find(lose.id) : undefined;
  const holder = lost?.user_id ?? null;
  if (lost) lost.user_id = null;
  const problem = checkShift(world, gain.brand_id, { ...gain, user_id: employee.id }, 'overlap');
  if (lost) lost.user_id = holder;
  if (problem?.field === 'overlap')
    return { code: 'SWAP_OVERLAP', message: `${employee.id} ${problem.message}` };
  if (problem) return { code: 'SWAP_NOT_SCHEDULABLE', message: problem.message };
  const zone = timeZoneOf(world, gain.brand_id);
  const day = localDay(gain.start, zone);
  const conflict = personalConflict(
    world,
    personOf(employee),
    day,
    clockAt(gain.start, zone),
    clockAt(gain.end, zone),
  );
  if (conflict === 'TIME_OFF')
    return { code: 'SWAP_TIME_OFF', message: `${employee.id} has time off on ${day}` };
  if (conflict === 'UNAVAILABLE')
    return { code: 'SWAP_UNAVAILABLE', message: `${employee.id} is not available on ${day}` };
  const hours = shiftsOfWeek(world, gain.brand_id, currentWeek(world, gain.brand_id, gain.start))
    .filter((s) => s.user_id === employee.id && s.id !== lose?.id && s.id !== gain.id)
    .reduce((sum, s) => sum + paidHours(s), paidHours(gain));
  if (hours > WEEK_HOURS)
    return {
      code: 'SWAP_OVER_HOURS',
      message: `${employee.id} would work ${Math.round(hours * 10) / 10} h that week, over ${WEEK_HOURS}`,
    };
  return null;
}

/** The swap's shifts as they stand now. */
export function shiftsOf(world: World, swap: SwapRow) {
  const store = world.extensions.shifts;
  return {
    shift: store.find(swap.shift_id),
    counter: swap.counter_shift_id === null ? null : (store.find(swap.counter_shift_id) ?? null),
  };
}

/** Both sides of a taken swap still qualify: the taker for the shift, a trade's offerer for the other. */
export function takenRefusal(world: World, swap: SwapRow): SwapRefusal | null {
  const { shift, counter } = shiftsOf(world, swap);
  const taker = world.employees.get(swap.taken_by ?? '');
  const offerer = world.employees.get(swap.offered_by);
  if (!shift || !taker || !offerer)
    return { code: 'SWAP_NOT_SCHEDULABLE', message: 'the shift or a person is gone' };
  const forTaker = swapRefusal(world, taker, shift, counter);
  if (forTaker || !counter) return forTaker;
  return swapRefusal(world, offerer, counter, shift);
}

/** The shifts change hands. */
export function applySwap(world: World, swap: SwapRow): void {
  const { shift, counter } = shiftsOf(world, swap);
  if (shift && swap.taken_by) shift.user_id = swap.taken_by;
  if (counter) counter.user_id = swap.offered_by;
}

/** Whether a take at a location waits for a manager: its own setting, else its nearest ancestor's, else yes. */
export function approvalRequired(world: World, brandId: string): boolean {
  const { approval } = world.extensions.swaps;
  for (const id of ancestry(world, brandId)) {
    const set = approval.get(id);
    if (set !== undefined) return set;
  }
  return true;
}

/** Swaps not yet settled: a shift is in at most one of these. */
export const isLive = (swap: SwapRow) => swap.status === 'OPEN' || swap.status === 'PENDING';

export function addSwap(store: SwapStore, row: Omit<SwapRow, 'id'>): SwapRow {
  store.seq += 1;
  const saved = { ...row, id: `swap-${store.seq}` };
  store.rows.set(saved.id, saved);
  return saved;
}

/** The caller's employee row at a location, when they work there. */
export const rowAt = (world: World, userId: string, locationId: string) =>
  employeeRowsOf(world, userId).find((e) => e.brand_id === locationId);

/**
 * What the demo shows at once, at the member's first location: a colleague's shift offered that
 * the member qualifies to take (`swap-1`), one taken between two colleagues awaiting the manager
 * (`swap-2`), and one of the member's own upcoming shifts offered (`swap-3`) beside another not
 * offered (`shift-<location>-spare`). Each shift is new, on whole hours from tomorrow on, and the
 * people's own shifts in the way (or over the week's hours) are cleared as the workday seed does.
 */
export function seedSwaps(world: World, store: SwapStore): void {
  const member = [...world.employees.values()].find((e) => e.user_id !== null);
  const home = member?.brand_id;
  if (!member || !home) return;
  const zone = timeZoneOf(world, home);
  const now = world.seededAt;
  // Tomorrow and the day after while it is in the same week (on a Saturday the second is tomorrow
  // again: My schedule opens on this week), whole days ahead of the member's shift under way. On a
  // Sunday both fall in next week, whose shifts are drafts but for these: a manager publishes what
  // a swap hangs on.
  const first = localDay(now + DAY_MS, zone);
  const dayAfter = addDays(first, 1);
  const second = mondayOf(dayAfter) === mondayOf(first) ? dayAfter : first;
  const shifts = world.extensions.shifts;
  const colleagues = (world.employeesByBrand.get(home) ?? [])
    .map((id) => world.employees.get(id))
    .filter(
      (e): e is EmployeeRow =>
        e !== undefined && e.user_id === null && e.schedulable && e.status === 'ACTIVE',
    );
  /** A new published shift of `who`, in the given position, on `date` from `from` o'clock. */
  const put = (
    suffix: string,
    who: EmployeeRow,
    position: string,
    date: string,
    [from, to]: [number, number],
  ) => {
    const row: ShiftRow = {
      id: `shift-${home}-${suffix}`,
      brand_id: home,
      user_id: who.id,
      position_id: position,
      start: zonedInstant(date, from * 60, zone),
      end: zonedInstant(date, to * 60, zone),
      break_minutes: 0,
      published: true,
      hourly_rate: 15,
    };
    makeRoom(world, who, row);
    return shifts.put(row);
  };
  const base = { created_at: now - 3 * HOUR_MS, decided_at: null, decided_by: null, reason: null };
  const drop = { kind: 'DROP' as const, colleague_id: null, counter_shift_id: null };
  const open = { ...base, ...drop, status: 'OPEN' as const, location_id: home, taken_by: null };
  // The member's own first, so that the shift offered to them is made room for beside them.
  // Clear of the open shift (11 to 17 on the first day) the member may still claim.
  put('spare', member, member.position_id, first, [6, 10]);
  const mine = put(
    'mine',
    member,
    member.position_id,
    second,
    second === first ? [22, 24] : [12, 16],
  );
  // Offered by someone of the member's own position where there is one.
  const offerer = colleagues.find((e) => e.position_id === member.position_id) ?? colleagues[0];
  if (offerer) {
    const offered = put('offered', offerer, member.position_id, first, [18, 22]);
    makeRoom(world, member, offered);
    addSwap(store, { ...open, shift_id: offered.id, offered_by: offerer.id });
  }
  // Taken between two colleagues of one position: the first pair the rules let swap (one of
  // them may never work that day, or be at their week's hours).
  const pairs = colleagues.flatMap((giver) =>
    colleagues
      .filter((taker) => taker !== giver && taker.position_id === giver.position_id)
      .map((taker) => [giver, taker] as const),
  );
  for (const [giver, taker] of pairs) {
    const taken = put('traded', giver, giver.position_id, second, [6, 10]);
    makeRoom(world, taker, taken);
    if (!swapRefusal(world, taker, taken, null)) {
      addSwap(store, {
        ...open,
        status: 'PENDING',
        shift_id: taken.id,
        offered_by: giver.id,
        taken_by: taker.id,
      });
      break;
    }
    shifts.delete(taken);
  }
  addSwap(store, { ...open, shift_id: mine.id, offered_by: member.id });
}

/**
 * Clears a person's way to a seeded shift: their shifts overlapping it go, and while the week
 * would run over its hours so do their other shifts of that week, latest first.
 */
function makeRoom(world: World, who: EmployeeRow, row: ShiftRow): void {
  const store = world.extensions.shifts;
  const fixed = (s: ShiftRow) => s.id.startsWith(`shift-${row.brand_id}-`) && isNamedShift(s.id);
  for (const s of store.list(who.brand_id))
    if (s.user_id === who.id && s.id !== row.id && s.start < row.end && row.start < s.end)
      store.delete(s);
  const week = shiftsOfWeek(world, row.brand_id, currentWeek(world, row.brand_id, row.start))
    .filter((s) => s.user_id === who.id && s.id !== row.id && !fixed(s))
    .reverse();
  for (const s of week) {
    if (swapRefusal(world, who, row, null)?.code !== 'SWAP_OVER_HOURS') return;
    store.delete(s);
  }
}
