import type { Shift } from '@ws/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useToastStore } from '../../../components/feedback/toast-store';
import { Button } from '../../../components/ui/button/button';
import { WeekPicker } from '../../../components/ui/week-picker/week-picker';
import { useBusinessSetup } from '@/lib/queries/business-setup';
import { ClockSettings } from './clock-settings';
import { usePositionCategories } from '../api/get-position-categories';
import { usePositionTypeNames } from '../api/get-position-types';
import { useTeam } from '../api/get-team';
import { useWeekShifts } from '@/lib/queries/week-shifts';
import { useCreateShift } from '../api/create-shift';
import { useDeleteShift } from '../api/delete-shift';
import { usePublishWeek } from '../api/publish-week';
import { useUpdateShift } from '../api/update-shift';
import { useCopyLastWeek } from '../api/copy-week';
import { useTeamTimeOff } from '../api/time-off';
import { scheduleWarnings, timeOffOn } from '../warnings';
import { ClockOutAnswersPanel, OpenShiftsPanel, TimeOffPanel, WarningsPanel } from './team-week-panels';
import { suggestedRate, weekTotals } from '../totals';
import { daysOfWeek, movedShift, shiftDay, weekFromParam } from '../week';
import '../schedule.css';
import { type FocusKey, type GridRow, ScheduleGrid } from './schedule-grid';
import { draftFromShift, ShiftDialog, type ShiftDraft, type TeamMember } from './shift-dialog';
import { numberFormat } from '../../../lib/intl-format';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';

type View = 'person' | 'position';
/** A new shift's starting point; managers change it in the dialog. */
const DEFAULT_SHIFT = { start: '09:00', end: '17:00', break_minutes: 30, hourly_rate: 15 };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** /schedule: the brand's week of shifts, to build, adjust and publish. */
interface SchedulePageProps {
  brandId: string;
  /** Whether the policy lets this manager schedule a position category (POSITION_CATEGORY condition) [R3-04]. */
  canSchedule?: (categoryCode: string) => boolean;
}

export function SchedulePage({ brandId, canSchedule = () => true }: SchedulePageProps) {
  const { t, i18n } = useTranslation('schedule');
  const [params, setParams] = useSearchParams();
  const weekStart = weekFromParam(params.get('week'));
  const view: View = params.get('view') === 'position' ? 'position' : 'person';
  const days = daysOfWeek(weekStart);
  const team = useTeam(brandId);
  const categories = usePositionCategories(brandId);
  const typeNames = usePositionTypeNames(brandId);
  // A position outside the manager's categories is not theirs to schedule, so it is not shown.
  const allowed = (positionId: string) => {
    const code = categories.data?.get(positionId);
    return code === undefined || canSchedule(code);
  };
  const week = useWeekShifts(brandId, weekStart, { keepPrevious: true });
  const setup = useBusinessSetup(brandId);
  const create = useCreateShift(brandId);
  const update = useUpdateShift(brandId);
  const remove = useDeleteShift(brandId);
  const publish = usePublishWeek(brandId);
  const copyWeek = useCopyLastWeek(brandId);
  const teamTimeOff = useTeamTimeOff(brandId, weekStart);
  const { t: tw } = useTranslation('workday');
  const toast = useToastStore((s) => s.show);
  const [editing, setEditing] = useState<{ shift: Shift | null; draft: ShiftDraft } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const locale = i18n.language || 'en';
  const currency = setup.data?.currency_code ?? 'USD';
  const tz = setup.data?.timezone;
  const moneyFormat = numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  const hoursFormat = numberFormat(locale, { maximumFractionDigits: 1 });
  const money = (v: number) => moneyFormat.format(v);
  const hours = (v: number) => t('grid.hours', { value: hoursFormat.format(v) });

  const setParam = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      return next;
    });

  const members: TeamMember[] = (team.data ?? [])
    .map((m) => ({ id: m.id, first_name: m.first_name, last_name: m.last_name, positions: (m.positions ?? []).filter((p) => allowed(p.id)) }))
    .filter((m) => m.positions.length > 0)
    .sort((a, b) => `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`));
  const weekShifts = (week.data?.shifts ?? []).filter((s) => allowed(s.position.id));
  const drafts = weekShifts.filter((s) => !s.published).length;
  // Open shifts (no person yet, issue 16) are listed under the grid, whose rows are people or positions.
  const shifts = weekShifts.filter((s) => s.user_id !== null);
  const openShifts = weekShifts.filter((s) => s.user_id === null);
  const timeOff = teamTimeOff.data?.time_off ?? [];
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
          sub: m.positions.map((p) => p.name).join(', '),
          person: { firstName: m.first_name, lastName: m.last_name },
        }))
      : [...positionRows.values()]
          .sort((a, b) => a.label.localeCompare(b.label))
          .map((r) => {
            const count = t('grid.shiftCount', { count: shifts.filter((s) => s.position.id === r.key).length });
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

  // Issue 13: where focus goes once a dialog closes or a shift moves, so it never falls to <body>:
  // the shift (in its new cell once the week has been read again), else the cell's add button.
  const [focusKey, setFocusKey] = useState<FocusKey | null>(null);
  const addedFrom = useRef<FocusKey | null>(null);
  const closeDialog = (target: FocusKey | null) => {
    setEditing(null);
    setFocusKey(target);
  };
  const cellOf = (shift: Shift): FocusKey => `add:${rowOf(shift)}|${shiftDay(shift, tz)}`;

  const openAdd = (rowKey: string, day: string) => {
    const member = view === 'person' ? members.find((m) => m.id === rowKey) : members.find((m) => m.positions.some((p) => p.id === rowKey));
    if (!member) return;
    const positionId = view === 'position' ? rowKey : (member.positions[0]?.id ?? '');
    setDialogError(null);
    addedFrom.current = `add:${rowKey}|${day}`;
    setEditing({
      shift: null,
      draft: { ...DEFAULT_SHIFT, user_id: member.id, position_id: positionId, day, hourly_rate: suggestedRate(shifts, member.id, DEFAULT_SHIFT.hourly_rate) },
    });
  };

  const save = (draft: ShiftDraft & { startIso: string; endIso: string }) => {
    const body = {
      user_id: draft.user_id,
      position_id: draft.position_id,
      start: draft.startIso,
      end: draft.endIso,
      break_minutes: draft.break_minutes,
      hourly_rate: draft.hourly_rate,
    };
    const done = (message: string, id?: string) => {
      closeDialog(id ? `shift:${id}` : null);
      toast({ message, variant: 'success' });
    };
    const failed = (error: unknown) => setDialogError(errorText(error));
    if (editing?.shift) {
      const { id } = editing.shift;
      update.mutate({ shiftId: id, body }, { onSuccess: () => done(t('toast.saved'), id), onError: failed });
    } else {
      create.mutate(body, { onSuccess: (created) => done(t('toast.added'), created.id), onError: failed });
    }
  };

  const move = (shift: Shift, rowKey: string, day: string) => {
    const interval = movedShift(shift, day, tz);
    const body = view === 'person' ? { ...interval, user_id: rowKey } : { ...interval, position_id: rowKey };
    update.mutate(
      { shiftId: shift.id, body },
      {
        onSuccess: () => {
          setFocusKey(`shift:${shift.id}`);
          toast({ message: t('toast.moved'), variant: 'success' });
        },
        onError: (error) => toast({ message: t('toast.moveFailed', { reason: errorText(error) }), variant: 'danger' }),
      },
    );
  };

  const header = (
    <header className="sched-header">
      <div>
        <h1>{t('title')}</h1>
        <p className="sched-subtitle">{t('subtitle')}</p>
      </div>
      <div className="sched-actions">
        {week.data ? (
          <span className={drafts > 0 ? 'sched-status sched-status--draft' : 'sched-status'}>
            {drafts > 0 ? t('status.drafts', { count: drafts }) : t('status.published')}
          </span>
        ) : null}
        <Button
          variant="secondary"
          busy={copyWeek.isPending}
          disabled={!week.data}
          onClick={() =>
            copyWeek.mutate(weekStart, {
              onSuccess: (result) => toast({ message: tw('copy.done', { copied: result.copied, skipped: result.skipped }), variant: 'success' }),
              onError: (error) => toast({ message: errorText(error), variant: 'danger' }),
            })
          }
        >
          {tw('copy.button')}
        </Button>
        <Button
          busy={publish.isPending}
          disabled={!week.data || drafts === 0}
          onClick={() =>
            publish.mutate(weekStart, {
              onSuccess: (result) => toast({ message: t('toast.published', { count: result.published_count }), variant: 'success' }),
              onError: (error) => toast({ message: t('toast.publishFailed', { reason: errorText(error) }), variant: 'danger' }),
            })
          }
        >
          {t('publish')}
        </Button>
      </div>
    </header>
  );

  const toolbar = (
    <div className="sched-toolbar">
      <WeekPicker label={t('week')} value={weekStart} onChange={(value) => setParam('week', weekFromParam(value))} />
      <div className="sched-views" role="group" aria-label={t('view.label')}>
        {(['person', 'position'] as const).map((v) => (
          <button key={v} type="button" aria-pressed={view === v} className={view === v ? 'sched-view is-active' : 'sched-view'} onClick={() => setParam('view', v)}>
            {t(`view.${v}`)}
          </button>
        ))}
      </div>
      <dl className="sched-summary">
        <div>
          <dt>{t('summary.hours')}</dt>
          <dd>{hours(totals.week.hours)}</dd>
        </div>
        <div>
          <dt>{t('summary.cost')}</dt>
          <dd>{money(totals.week.cost)}</dd>
        </div>
        <div>
          <dt>{t('summary.shifts')}</dt>
          <dd>{totals.week.shifts}</dd>
        </div>
      </dl>
    </div>
  );

  let body;
  if (team.isError || week.isError) {
    body = (
      <ErrorState
        ns="schedule"
        frame="bordered"
        title={t('state.errorTitle')}
        onRetry={() => {
          if (team.isError) void team.refetch();
          if (week.isError) void week.refetch();
        }}
      />
    );
  } else if (team.isPending || week.isPending || setup.isPending || categories.isPending) {
    body = (
      <LoadingState label={t('state.loading')} spinner={false} rows={5} frame="bordered" />
    );
  } else if (members.length === 0) {
    body = (
      <EmptyState frame="bordered" icon="◷" title={t('state.emptyTitle')} hint={t('state.emptyHint')} />
    );
  } else {
    body = (
      <>
        {shifts.length === 0 ? <p className="sched-banner">{t('state.noShifts')}</p> : null}
        <ScheduleGrid
          rows={rows}
          days={days}
          shifts={shifts}
          rowOf={rowOf}
          tz={tz}
          chipLabel={(s) => (view === 'person' ? s.position.name : nameOf(s.user_id ?? ''))}
          blocked={(rowKey, day) => {
            const off = view === 'person' ? timeOffOn(timeOff, rowKey, day) : undefined;
            return off ? tw(off.status === 'APPROVED' ? 'grid.timeOff' : 'grid.timeOffPending') : undefined;
          }}
          rowTotals={totals.byUser}
          dayTotals={totals.byDay}
          week={totals.week}
          money={money}
          hours={hours}
          onAdd={openAdd}
          onOpen={(shift) => {
            setDialogError(null);
            setEditing({ shift, draft: draftFromShift(shift, tz) });
          }}
          onMove={move}
          focusKey={focusKey}
          onFocused={() => setFocusKey(null)}
        />
        <WarningsPanel warnings={warnings} nameOf={nameOf} />
        <TimeOffPanel brandId={brandId} requests={timeOff} />
        <OpenShiftsPanel
          key={weekStart}
          brandId={brandId}
          shifts={openShifts}
          days={days}
          positions={[...new Map(members.flatMap((m) => m.positions).map((p) => [p.id, p])).values()]}
          tz={tz}
        />
        <ClockOutAnswersPanel brandId={brandId} weekStart={weekStart} nameOf={nameOf} />
        <p className="sched-legend">
          <span className="sched-legend__item sched-legend__item--published">{t('grid.published')}</span>
          <span className="sched-legend__item sched-legend__item--draft">{t('grid.draft')}</span>
          <span>{t('grid.dragHint')}</span>
        </p>
      </>
    );
  }

  return (
    <section className="page sched">
      {header}
      {toolbar}
      <ClockSettings brandId={brandId} />
      {body}
      {editing ? (
        <ShiftDialog
          key={editing.shift?.id ?? `${editing.draft.user_id}-${editing.draft.day}`}
          shift={editing.shift}
          initial={editing.draft}
          team={members}
          days={days}
          tz={tz}
          busy={create.isPending || update.isPending || remove.isPending}
          error={dialogError}
          onSave={save}
          onDelete={() => {
            const shift = editing.shift;
            // One delete per shift: a second press while the first is on its way would answer 404.
            if (!shift || remove.isPending) return;
            remove.mutate(shift.id, {
              onSuccess: () => {
                closeDialog(cellOf(shift));
                toast({ message: t('toast.deleted'), variant: 'success' });
              },
              onError: (error) => setDialogError(errorText(error)),
            });
          }}
          onClose={() => closeDialog(editing.shift ? `shift:${editing.shift.id}` : addedFrom.current)}
        />
      ) : null}
    </section>
  );
}
