import type { Shift } from '@ws/contracts';
import { useTranslation } from 'react-i18next';
import { useBrandUsers } from '@/lib/queries/brand-users';
import { useBusinessSetup } from '@/lib/queries/business-setup';
import { usePositionWeek, useWeekShifts } from '@/lib/queries/week-shifts';
import { offsetForPage, pageBounds, pageCount } from '@/lib/paging';
import { usePositionCategories } from '../api/get-position-categories';
import { usePositionTypeNames } from '../api/get-position-types';
import { useTeam } from '../api/get-team';
import { useTeamTimeOff } from '../api/time-off';
import type { GridRow } from '../components/schedule-grid';
import type { TeamMember } from '../components/shift-dialog';
import { weekTotals } from '../totals';
import { scheduleWarnings, timeOffOn } from '../warnings';
import { daysOfWeek, shiftDay } from '../week';
import { positionOfRow, positionRows } from './position-rows';

/** Rows of the week by position on a page: a screen's worth, however many locations a brand has. */
const POSITION_ROWS_PAGE_SIZE = 25;

/** The rows a page of the week by position (1-based) holds. */
export const positionPageInput = (page: number) => ({
  offset: offsetForPage(page, POSITION_ROWS_PAGE_SIZE),
  limit: POSITION_ROWS_PAGE_SIZE,
});

/** The grid's rows are the team's people, or the positions they and the week's shifts hold. */
export type ScheduleView = 'person' | 'position';

interface ScheduleWeekInput {
  brandId: string;
  weekStart: string;
  view: ScheduleView;
  /** The page of rows the week by position shows (1-based); the week by person is one page. */
  page: number;
  /** Whether the policy lets this manager schedule a position category (POSITION_CATEGORY condition). */
  canSchedule: (categoryCode: string) => boolean;
}

/**
 * The schedule's week as the page shows it: the calls it reads, the team and shifts this manager
 * may schedule, the grid's rows in the chosen view, the totals and the warnings. The page keeps
 * what a person does with them (dialogs, moves, publishing).
 */
export function useScheduleWeek(input: ScheduleWeekInput) {
  const { brandId, weekStart, view, page, canSchedule } = input;
  const { t } = useTranslation('schedule');
  // By position, a page of rows brings its own people, shifts and the week's totals: the whole
  // team, week and people list (thousands of each in a large enterprise) are read by person only.
  const byPosition = view === 'position';
  const team = useTeam(brandId, { enabled: !byPosition });
  const categories = usePositionCategories(brandId);
  const typeNames = usePositionTypeNames(brandId);
  // The week on screen stays while the next one loads, so moving between weeks does not flash.
  const week = useWeekShifts(brandId, weekStart, { keepPrevious: true, enabled: !byPosition });
  const setup = useBusinessSetup(brandId);
  // The team call lists everyone marked schedulable, on leave or not; the server books a shift only
  // for someone at work, which the brand's people list (already shared and cached) tells.
  const people = useBrandUsers(byPosition ? null : brandId);
  // The server keeps a page to the categories the manager's policy lets them schedule, so pages
  // stay whole and the page is asked for at once, not after the categories have answered.
  const positionPage = usePositionWeek(brandId, weekStart, positionPageInput(page), {
    enabled: byPosition,
  });
  // By position, the time off and availability of the page's people only (a page is not the team):
  // asked for once the page has named them.
  const pagePeople = positionPage.data?.rows.flatMap((r) => r.people.map((p) => p.id)) ?? null;
  const teamTimeOff = useTeamTimeOff(brandId, weekStart, byPosition ? pagePeople : undefined);

  const days = daysOfWeek(weekStart);
  const tz = setup.data?.timezone;
  const currency = setup.data?.currency_code ?? 'USD';
  // A position outside the manager's categories is not theirs to schedule, so it is not shown.
  const allowed = (positionId: string) => {
    const code = categories.data?.get(positionId);
    return code === undefined || canSchedule(code);
  };

  const timeOff = teamTimeOff.data?.time_off ?? [];
  // A translation is about a millisecond with the CPU slowed 4×: one per count, not one per row.
  const countTexts = new Map<number, string>();
  const typeCount = (positionId: string, count: number) => {
    const shiftCount = countTexts.get(count) ?? t('grid.shiftCount', { count });
    countTexts.set(count, shiftCount);
    const type = typeNames.get(positionId);
    return type ? `${type} · ${shiftCount}` : shiftCount;
  };
  const grid = byPosition
    ? positionRows({ brandId, data: positionPage.data, days, tz, timeOff, subOf: typeCount })
    : personRows();

  function personRows() {
    const members: TeamMember[] = (team.data ?? [])
      .map((m) => ({
        id: m.id,
        first_name: m.first_name,
        last_name: m.last_name,
        positions: (m.positions ?? []).filter((p) => allowed(p.id)),
      }))
      .filter((m) => m.positions.length > 0)
      .sort((a, b) =>
        `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`),
      );
    const weekShifts = (week.data?.shifts ?? []).filter((s) => allowed(s.position.id));
    // Open shifts (no person yet) are listed under the grid, whose rows are people.
    const shifts = weekShifts.filter((s) => s.user_id !== null);
    const away = new Set(
      (people.data ?? []).filter((p) => p.status !== 'ACTIVE' || !p.schedulable).map((p) => p.id),
    );
    const rows: GridRow[] = members.map((m) => ({
      key: m.id,
      label: `${m.first_name} ${m.last_name}`,
      sub: [m.positions.map((p) => p.name).join(', '), away.has(m.id) ? t('grid.onLeave') : '']
        .filter(Boolean)
        .join(' · '),
      person: { firstName: m.first_name, lastName: m.last_name },
    }));
    const rowOf = (s: Shift) => s.user_id ?? '';
    return {
      members,
      bookableMembers: members.filter((m) => !away.has(m.id)),
      away,
      shifts,
      openShifts: weekShifts.filter((s) => s.user_id === null),
      drafts: weekShifts.filter((s) => !s.published).length,
      draftedDays: new Set(shifts.filter((s) => !s.published).map((s) => shiftDay(s, tz))),
      rows,
      rowOf,
      /** Who a new shift in a row goes to on a day: the person, when at work and not on approved time off. */
      assigneeOf: (rowKey: string, day: string) =>
        members.find(
          (m) =>
            m.id === rowKey &&
            !away.has(m.id) &&
            timeOffOn(timeOff, m.id, day)?.status !== 'APPROVED',
        ),
      totals: weekTotals(
        shifts.map((s) => ({ ...s, user_id: rowOf(s) })),
        days,
        tz,
      ),
    };
  }

  const { members, shifts } = grid;
  // By position a person works one position at one location, so each person's shifts are all in
  // their row: the overtime of everyone on the page is whole, though the page is not the week.
  const warnings = scheduleWarnings(
    shifts.map((s) => ({ ...s, user_id: s.user_id ?? '' })),
    timeOff,
    teamTimeOff.data?.availability ?? [],
    tz,
  );
  const nameOf = (userId: string) => {
    const m = members.find((x) => x.id === userId);
    return m ? `${m.first_name} ${m.last_name}` : userId;
  };
  const total = positionPage.data?.total ?? 0;
  const pages = pageCount(total, POSITION_ROWS_PAGE_SIZE);
  const current = Math.min(page, pages);

  return {
    ...grid,
    /** Whether the week has been read (by person the whole week, by position a page of it). */
    loaded: byPosition ? positionPage.data !== undefined : week.data !== undefined,
    failed: byPosition ? positionPage.isError : team.isError || week.isError,
    retry: () => {
      if (byPosition) void positionPage.refetch();
      if (team.isError) void team.refetch();
      if (week.isError) void week.refetch();
    },
    /** Settled once every call the grid needs first has answered (time off may follow). */
    isPending:
      (byPosition
        ? positionPage.isPending
        : team.isPending || week.isPending || people.isPending || categories.isPending) ||
      setup.isPending,
    /** The pages of the week by position; null by person, whose rows are all on one. */
    paging: byPosition
      ? { page: current, pages, total, ...pageBounds(current, total, POSITION_ROWS_PAGE_SIZE) }
      : null,
    /** The position a row stands for, to add or move a shift into it. */
    positionOf: (rowKey: string) => (byPosition ? positionOfRow(rowKey) : undefined),
    days,
    tz,
    currency,
    timeOff,
    warnings,
    nameOf,
  };
}
