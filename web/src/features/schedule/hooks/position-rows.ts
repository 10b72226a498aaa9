import type { DataOf, Shift, TimeOff } from '@ws/contracts';
import type * as api from '@ws/contracts/areas';
import type { GridRow } from '../components/schedule-grid';
import type { TeamMember } from '../components/shift-dialog';
import { type Total, weekTotals } from '../totals';
import { timeOffOn } from '../warnings';

type PositionPage = DataOf<typeof api.shifts.byPosition>;

/** A row of the week by position: a position at one location. */
export const positionRowKey = (positionId: string, locationId: string) =>
  `${positionId}|${locationId}`;

/** The position a row of the week by position stands for. */
export const positionOfRow = (rowKey: string) => rowKey.split('|')[0] ?? rowKey;

const total = ({ hours, cost, shifts }: Total): Total => ({ hours, cost, shifts });

interface PositionRowsInput {
  brandId: string;
  data: PositionPage | undefined;
  days: readonly string[];
  tz: string | undefined;
  timeOff: readonly TimeOff[];
  /** What a row's second line says after its place: the position's type and its shift count. */
  subOf: (positionId: string, shiftCount: number) => string;
}

/**
 * The grid as one page of the week by position shows it: the page's rows and the people who may work
 * them, each row's own totals from its shifts, and the day and week totals the server added up over
 * every row of the week (a page is not the week).
 */
export function positionRows({ brandId, data, days, tz, timeOff, subOf }: PositionRowsInput) {
  const pageRows = data?.rows ?? [];
  const byId = new Map<string, TeamMember & { bookable: boolean }>();
  for (const row of pageRows) {
    for (const p of row.people) {
      const member = byId.get(p.id) ?? { ...p, positions: [] };
      if (!member.positions.some((x) => x.id === row.position.id))
        member.positions.push(row.position);
      byId.set(p.id, member);
    }
  }
  const members = [...byId.values()].sort((a, b) =>
    `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`),
  );
  const rowOf = (s: Shift) => positionRowKey(s.position.id, s.brand_id);
  const shifts = pageRows.flatMap((r) => r.shifts);
  const rows: GridRow[] = pageRows.map((r) => ({
    key: positionRowKey(r.position.id, r.location.id),
    label: r.position.name,
    // At a location every row is there; above one, a row names the location it is at.
    sub: [r.location.id === brandId ? '' : r.location.name, subOf(r.position.id, r.shifts.length)]
      .filter(Boolean)
      .join(' · '),
  }));
  const rowByKey = new Map(pageRows.map((r) => [positionRowKey(r.position.id, r.location.id), r]));
  const assigneeOf = (rowKey: string, day: string) => {
    const row = rowByKey.get(rowKey);
    const person = row?.people.find(
      (p) => p.bookable && timeOffOn(timeOff, p.id, day)?.status !== 'APPROVED',
    );
    return person ? byId.get(person.id) : undefined;
  };
  const own = weekTotals(
    shifts.map((s) => ({ ...s, user_id: rowOf(s) })),
    days,
    tz,
  );
  const byDay = new Map(data?.totals.by_day.map((d) => [d.day, total(d)]) ?? own.byDay);
  return {
    members,
    bookableMembers: members.filter((m) => m.bookable),
    away: new Set(members.filter((m) => !m.bookable).map((m) => m.id)),
    shifts,
    openShifts: data?.open_shifts ?? [],
    drafts: data?.totals.drafts ?? 0,
    draftedDays: new Set(data?.totals.by_day.filter((d) => d.drafts > 0).map((d) => d.day)),
    rows,
    rowOf,
    assigneeOf,
    totals: { byUser: own.byUser, byDay, week: data ? total(data.totals) : own.week },
  };
}
