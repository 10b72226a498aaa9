/** The manager's schedule tools beyond single shifts: copy last week, and the news a publish sends. */
import type { UserRow, World } from '../types.ts';
import { checkShift, shiftsOfWeek } from './shifts.ts';
import type { NewsRow, ShiftRow } from '../stores/stores.ts';
import { addDays, DAY_MS } from './time.ts';

/** The id prefix of the news a publish writes: My schedule shows these to the team. */
export const PUBLISH_NEWS_PREFIX = 'news-published-';

/**
 * Copies the week before `weekStart` a week on, as drafts. A copy that fails the shift checks
 * (it would overlap a shift already there, or its person can no longer be scheduled) is skipped,
 * and so is an open shift already there at the same times and position, so copying twice adds nothing.
 */
export function copyLastWeek(
  world: World,
  brandId: string,
  weekStart: string,
): { copied: number; skipped: number } {
  const store = world.extensions.shifts;
  const there = shiftsOfWeek(world, brandId, weekStart);
  let copied = 0;
  let skipped = 0;
  for (const source of shiftsOfWeek(world, brandId, addDays(weekStart, -7))) {
    // A plain week later: across a daylight-saving switch the copy's wall-clock times move by the hour the clocks did.
    const row: ShiftRow = {
      ...source,
      id: '',
      start: source.start + 7 * DAY_MS,
      end: source.end + 7 * DAY_MS,
      published: false,
    };
    const duplicateOpen =
      row.user_id === null &&
      there.some(
        (s) =>
          s.user_id === null &&
          s.brand_id === row.brand_id &&
          s.start === row.start &&
          s.end === row.end &&
          s.position_id === row.position_id,
      );
    if (duplicateOpen || checkShift(world, brandId, row, 'body.week_start')) {
      skipped += 1;
      continue;
    }
    store.put({ ...row, id: store.nextId(row.brand_id) });
    copied += 1;
  }
  return { copied, skipped };
}

/** One news item per location whose shifts were just published, so its team hears of it. */
export function announcePublished(
  world: World,
  published: ShiftRow[],
  weekStart: string,
  by: UserRow,
  now: number,
): void {
  const counts = new Map<string, number>();
  for (const s of published) counts.set(s.brand_id, (counts.get(s.brand_id) ?? 0) + 1);
  const { news } = world.extensions;
  for (const [locationId, count] of counts) {
    const rows = news.byBrand.get(locationId) ?? [];
    const item: NewsRow = {
      id: `${PUBLISH_NEWS_PREFIX}${locationId}-${weekStart}-${rows.length + 1}`,
      brand_id: locationId,
      title: `Schedule published for the week of ${weekStart}`,
      body: `${count} ${count === 1 ? 'shift is' : 'shifts are'} now on the schedule. Open My schedule to see yours.`,
      published_at: new Date(now).toISOString(),
      author: { name: `${by.first_name} ${by.last_name}`.trim(), title: 'Manager' },
      category: 'OPERATIONS',
    };
    news.byBrand.set(locationId, [item, ...rows]);
  }
}
