import type { Shift } from '@ws/contracts';
import { useTranslation } from 'react-i18next';
import { useBrandUsers } from '@/lib/queries/brand-users';
import { useBusinessSetup } from '@/lib/queries/business-setup';
import { useWeekShifts } from '@/lib/queries/week-shifts';
import { usePositionCategories } from '../api/get-position-categories';
import { usePositionTypeNames } from '../api/get-position-types';
import { useTeam } from '../api/get-team';
import { useTeamTimeOff } from '../api/time-off';
import type { GridRow } from '../components/schedule-grid';
import type { TeamMember } from '../components/shift-dialog';
import { weekTotals } from '../totals';
import { scheduleWarnings, timeOffOn } from '../warnings';
import { daysOfWeek } from '../week';

/** The grid's rows are the team's people, or the positions they and the week's shifts hold. */
export type ScheduleView = 'person' | 'position';

interface ScheduleWeekInput {
  brandId: string;
  weekStart: string;
  view: ScheduleView;
  /** Whether the policy lets this manager schedule a position category (POSITION_CATEGORY condition). */
  canSchedule: (categoryCode: string) => boolean;
}

/**
 * The schedule's week as the page shows it: the calls it reads, the team and shifts this manager
 * may schedule, the grid's rows in the chosen view, the totals and the warnings. The page keeps
 * what a person does with them (dialogs, moves, publishing).
 */
export function useScheduleWeek({ brandId, weekStart, view, canSchedule }: ScheduleWeekInput) {
  const { t } = useTranslation('schedule');
  const team = useTeam(brandId);
  const categories = usePositionCategories(brandId);
  const typeNames = usePositionTypeNames(brandId);
  // The week on screen stays while the next one loads, so moving between weeks does not flash.
  const week = useWeekShifts(brandId, weekStart, { keepPrevious: true });
  const setup = useBusinessSetup(brandId);
  const teamTimeOff = useTeamTimeOff(brandId, weekStart);
  // The team call lists everyone marked schedulable, on leave or not; the server books a shift only
  // for someone at work, which the brand's people list (already shared and cached) tells.
  const people = useBrandUsers(brandId);

  const days = daysOfWeek(weekStart);
  const tz = setup.data?.timezone;
  const currency = setup.data?.currency_code ?? 'USD';
  // A position outside the manager's categories is not theirs to schedule, so it is not shown.
  const allowed = (positionId: string) => {
    const code = categories.data?.get(positionId);
    return code === undefined || canSchedule(code);
  };

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
  const drafts = weekShifts.filter((s) => !s.published).length;
  // Open shifts (no person yet) are listed under the grid, whose rows are people or positions.
  const shifts = weekShifts.filter((s) => s.user_id !== null);
  const openShifts = weekShifts.filter((s) => s.user_id === null);
  const timeOff = teamTimeOff.data?.time_off ?? [];
  const away = new Set(
    (people.data ?? []).filter((p) => p.status !== 'ACTIVE' || !p.schedulable).map((p) => p.id),
  );
  /** Whether a shift for this person on this day would be booked: at work, and not on approved time off. */
  const bookable = (memberId: string, day: string) =>
    !away.has(memberId) && timeOffOn(timeOff, memberId, day)?.status !== 'APPROVED';
  /** Who a new shift in a row goes to on a day: the person, or the first of a position's people who can take it. */
  const assigneeOf = (rowKey: string, day: string) =>
    view === 'person'
      ? members.find((m) => m.id === rowKey && bookable(m.id, day))
      : members.find((m) => m.positions.some((p) => p.id === rowKey) && bookable(m.id, day));
  const warnings = scheduleWarnings(
    shifts.map((s) => ({ ...s, user_id: s.user_id ?? '' })),
    timeOff,
    teamTimeOff.data?.availability ?? [],
    tz,
  );

  const positionRows = new Map<string, GridRow>();
  for (const p of [...members.flatMap((m) => m.positions), ...shifts.map((s) => s.position)]) {
    positionRows.set(p.id, { key: p.id, label: p.name, sub: '' });
  }
  const rows: GridRow[] =
    view === 'person'
      ? members.map((m) => ({
          key: m.id,
          label: `${m.first_name} ${m.last_name}`,
          sub: [m.positions.map((p) => p.name).join(', '), away.has(m.id) ? t('grid.onLeave') : '']
            .filter(Boolean)
            .join(' · '),
          person: { firstName: m.first_name, lastName: m.last_name },
        }))
      : [...positionRows.values()]
          .sort((a, b) => a.label.localeCompare(b.label))
          .map((r) => {
            const count = t('grid.shiftCount', {
              count: shifts.filter((s) => s.position.id === r.key).length,
            });
            const type = typeNames.get(r.key);
            return { ...r, sub: type ? `${type} · ${count}` : count };
          });
  const rowOf = (s: Shift) => (view === 'person' ? (s.user_id ?? '') : s.position.id);
  const totals = weekTotals(
    shifts.map((s) => ({ ...s, user_id: rowOf(s) })),
    days,
    tz,
  );
  const nameOf = (userId: string) => {
    const m = members.find((x) => x.id === userId);
    return m ? `${m.first_name} ${m.last_name}` : userId;
  };

  return {
    team,
    week,
    /** Settled once every call the grid needs first has answered (time off may follow). */
    isPending:
      team.isPending ||
      week.isPending ||
      setup.isPending ||
      categories.isPending ||
      people.isPending,
    days,
    tz,
    currency,
    members,
    /** The team a shift may be given to: everyone at work. */
    bookableMembers: members.filter((m) => !away.has(m.id)),
    assigneeOf,
    shifts,
    openShifts,
    drafts,
    timeOff,
    warnings,
    rows,
    rowOf,
    totals,
    nameOf,
  };
}
