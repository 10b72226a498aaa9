import type { Shift } from '@ws/contracts';
import { useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-error';
import { useSearchParams } from 'react-router-dom';
import { useToastStore } from '../../../components/feedback/toast-store';
import { Button } from '../../../components/ui/button/button';
import { WeekPicker } from '../../../components/ui/week-picker/week-picker';
import { ClockSettings } from './clock-settings';
import { usePublishWeek } from '../api/publish-week';
import { useUpdateShift } from '../api/update-shift';
import { useCopyLastWeek } from '../api/copy-week';
import { ScheduleTemplates } from '../templates/schedule-templates';
import { timeOffOn } from '../warnings';
import {
  ClockOutAnswersPanel,
  OpenShiftsPanel,
  TimeOffPanel,
  WarningsPanel,
} from './team-week-panels';
import { suggestedRate } from '../totals';
import { movedShift, shiftDay, weekFromParam } from '../week';
import { type ScheduleView, useScheduleWeek } from '../hooks/use-schedule-week';
import '../schedule.css';
import { type FocusKey, ScheduleGrid } from './schedule-grid';
import { ScheduleDayView } from './schedule-day-view';
import { usePhone } from '../hooks/use-phone';
import { draftFromShift } from './shift-dialog';
import { ShiftEditor, type ShiftEditorHandle } from './shift-editor';
import { numberFormat } from '../../../lib/intl-format';
import { pageFromParam } from '@/lib/paging';
import { useDrawnAfter } from '@/lib/use-drawn-in-steps';
import { Pager } from '@/components/ui/pager/pager';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { CalendarClock } from 'lucide-react';
import { PendingSwapsPanel } from '../swaps/pending-swaps-panel';
import { LabourControls } from '../labour/labour-controls';
import { LabourDayLine, LabourGridRow } from '../labour/labour-cells';
import { usePublishCheck } from '../labour/publish-check';
import { useLabour } from '../labour/use-labour';

/** A new shift's starting point; managers change it in the dialog. */
const DEFAULT_SHIFT = { start: '09:00', end: '17:00', break_minutes: 30, hourly_rate: 15 };

/** Where the translated hours carry their figure, filled in per figure. */
const HOURS_VALUE = '\u2063value\u2063';

interface SchedulePageProps {
  brandId: string;
  /** Whether the policy lets this manager schedule a position category (POSITION_CATEGORY condition). */
  canSchedule?: (categoryCode: string) => boolean;
}

/** /schedule: the brand's week of shifts, to build, adjust and publish. */
export function SchedulePage({ brandId, canSchedule = () => true }: SchedulePageProps) {
  const { t, i18n } = useTranslation('schedule');
  const errorText = useApiErrorText();
  const [params, setParams] = useSearchParams();
  const weekStart = weekFromParam(params.get('week'));
  const view: ScheduleView = params.get('view') === 'position' ? 'position' : 'person';
  const {
    loaded,
    failed,
    retry,
    paging,
    positionOf,
    draftedDays,
    isPending,
    days,
    tz,
    currency,
    members,
    bookableMembers,
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
  } = useScheduleWeek({
    brandId,
    weekStart,
    view,
    page: pageFromParam(params.get('page')),
    canSchedule,
  });
  // The answer that completes the week re-renders the page at once (useSyncExternalStore), and the
  // week's first draw (rows, panels, labour) is a large render: read through a deferred value,
  // React draws it right after, in slices of a few milliseconds (Lighthouse TBT).
  const drawn = useDeferredValue(!isPending, false);
  // The panels under the grid (warnings, time off, swaps, open shifts, clock-out answers) follow it
  // in a render of their own: drawn with it, they held back the grid's first paint.
  const panelsDrawn = useDrawnAfter(drawn);
  const update = useUpdateShift(brandId);
  const publish = usePublishWeek(brandId);
  const copyWeek = useCopyLastWeek(brandId);
  const labour = useLabour({ brandId, weekStart, days, draftedDays, byDay: totals.byDay });
  const publishCheck = usePublishCheck(labour);
  const { t: tw } = useTranslation('workday');
  const toast = useToastStore((s) => s.show);
  const phone = usePhone();
  const editor = useRef<ShiftEditorHandle>(null);

  const locale = i18n.language || 'en';
  const moneyFormat = numberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  });
  const hoursFormat = numberFormat(locale, { maximumFractionDigits: 1 });
  const money = (v: number) => moneyFormat.format(v);
  // One translation a render, filled in per figure: the grid shows some forty of them, and each
  // translation is about a millisecond with the CPU slowed 4×.
  const hoursText = t('grid.hours', { value: HOURS_VALUE });
  const hours = (v: number) => hoursText.replace(HOURS_VALUE, () => hoursFormat.format(v));

  const setParam = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      return next;
    });

  // Where focus goes once a dialog closes or a shift moves, so it never falls to <body>:
  // the shift (in its new cell once the week has been read again), else the cell's add button.
  const [focusKey, setFocusKey] = useState<FocusKey | null>(null);
  const cellOf = (shift: Shift): FocusKey => `add:${rowOf(shift)}|${shiftDay(shift, tz)}`;

  const openAdd = (rowKey: string, day: string) => {
    const member = assigneeOf(rowKey, day);
    if (!member) return;
    const positionId = positionOf(rowKey) ?? member.positions[0]?.id ?? '';
    const draft = {
      ...DEFAULT_SHIFT,
      user_id: member.id,
      position_id: positionId,
      day,
      hourly_rate: suggestedRate(shifts, member.id, DEFAULT_SHIFT.hourly_rate),
    };
    editor.current?.open(null, draft, `add:${rowKey}|${day}`);
  };

  const move = (shift: Shift, rowKey: string, day: string) => {
    const interval = movedShift(shift, day, tz);
    const body =
      view === 'person'
        ? { ...interval, user_id: rowKey }
        : { ...interval, position_id: positionOf(rowKey) };
    update.mutate(
      { shiftId: shift.id, body },
      {
        onSuccess: () => {
          setFocusKey(`shift:${shift.id}`);
          toast({ message: t('toast.moved'), variant: 'success' });
        },
        onError: (error) =>
          toast({
            message: t('toast.moveFailed', { reason: errorText(error) }),
            variant: 'danger',
          }),
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
        {/* Its place is kept, unseen, while the week loads: appearing, it moved the buttons after it. */}
        <span
          className={
            !loaded
              ? 'sched-status sched-status--pending'
              : drafts > 0
                ? 'sched-status sched-status--draft'
                : 'sched-status'
          }
        >
          {loaded && drafts > 0 ? t('status.drafts', { count: drafts }) : t('status.published')}
        </span>
        <ScheduleTemplates brandId={brandId} weekStart={weekStart} />
        <Button
          variant="secondary"
          busy={copyWeek.isPending}
          disabled={!loaded}
          onClick={() =>
            copyWeek.mutate(weekStart, {
              onSuccess: (result) =>
                toast({
                  message: tw('copy.done', { copied: result.copied, skipped: result.skipped }),
                  variant: 'success',
                }),
              onError: (error) => toast({ message: errorText(error), variant: 'danger' }),
            })
          }
        >
          {tw('copy.button')}
        </Button>
        <Button
          busy={publish.isPending}
          disabled={!loaded || drafts === 0}
          onClick={() =>
            publishCheck.guard(() =>
              publish.mutate(weekStart, {
                onSuccess: (result) =>
                  toast({
                    message: t('toast.published', { count: result.published_count }),
                    variant: 'success',
                  }),
                onError: (error) =>
                  toast({
                    message: t('toast.publishFailed', { reason: errorText(error) }),
                    variant: 'danger',
                  }),
              }),
            )
          }
        >
          {t('publish')}
        </Button>
      </div>
    </header>
  );

  const toolbar = (
    <div className="sched-toolbar">
      <WeekPicker
        label={t('week')}
        value={weekStart}
        onChange={(value) => setParam('week', weekFromParam(value))}
      />
      <div className="sched-views" role="group" aria-label={t('view.label')}>
        {(['person', 'position'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            className={view === v ? 'sched-view is-active' : 'sched-view'}
            onClick={() => setParam('view', v)}
          >
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

  // What the week's grid and the phone's day view both show and do.
  const cells = {
    rows,
    days,
    shifts,
    rowOf,
    tz,
    chipLabel: (s: Shift) => (view === 'person' ? s.position.name : nameOf(s.user_id ?? '')),
    blocked: (rowKey: string, day: string) => {
      const off = view === 'person' ? timeOffOn(timeOff, rowKey, day) : undefined;
      return off
        ? tw(off.status === 'APPROVED' ? 'grid.timeOff' : 'grid.timeOffPending')
        : undefined;
    },
    canAdd: (rowKey: string, day: string) => assigneeOf(rowKey, day) !== undefined,
    onAdd: openAdd,
    onOpen: (shift: Shift) =>
      editor.current?.open(shift, draftFromShift(shift, tz), `shift:${shift.id}`),
  };

  let body;
  if (failed) {
    body = (
      <ErrorState ns="schedule" frame="bordered" title={t('state.errorTitle')} onRetry={retry} />
    );
  } else if (isPending || !drawn) {
    body = <LoadingState label={t('state.loading')} spinner={false} rows={5} frame="bordered" />;
  } else if (members.length === 0) {
    body = (
      <EmptyState
        frame="bordered"
        icon={<CalendarClock aria-hidden="true" size={28} strokeWidth={1.5} />}
        title={t('state.emptyTitle')}
        hint={t('state.emptyHint')}
      />
    );
  } else {
    body = (
      <>
        {shifts.length === 0 ? <p className="sched-banner">{t('state.noShifts')}</p> : null}
        <LabourControls labour={labour} days={days} currency={currency} />
        {phone ? (
          <ScheduleDayView
            {...cells}
            dayTotals={totals.byDay}
            money={money}
            hours={hours}
            dayExtra={(d) => <LabourDayLine labour={labour} day={d} />}
          />
        ) : (
          <ScheduleGrid
            {...cells}
            rowTotals={totals.byUser}
            dayTotals={totals.byDay}
            week={totals.week}
            money={money}
            hours={hours}
            onMove={move}
            focusKey={focusKey}
            onFocused={() => setFocusKey(null)}
            footerRow={<LabourGridRow labour={labour} />}
          />
        )}
        {/* A location's positions fit on one page, which needs no pager. */}
        {paging && paging.pages > 1 ? (
          <Pager
            ns="schedule"
            page={paging.page}
            pages={paging.pages}
            range={t('pager.range', paging)}
            onPage={(next) => setParam('page', String(next))}
          />
        ) : null}
        {paging && paging.pages > 1 && warnings.length > 0 ? (
          <p className="sched-banner">{t('grid.warningsOnPage')}</p>
        ) : null}
        {panelsDrawn ? (
          <>
            <WarningsPanel warnings={warnings} nameOf={nameOf} />
            <TimeOffPanel brandId={brandId} requests={timeOff} />
            <PendingSwapsPanel brandId={brandId} />
            <OpenShiftsPanel
              key={weekStart}
              brandId={brandId}
              shifts={openShifts}
              days={days}
              positions={[
                ...new Map(members.flatMap((m) => m.positions).map((p) => [p.id, p])).values(),
              ]}
              tz={tz}
              {...(paging && paging.pages > 1 ? { note: t('grid.openShiftsOnPage') } : {})}
            />
            <ClockOutAnswersPanel brandId={brandId} weekStart={weekStart} nameOf={nameOf} />
          </>
        ) : null}
        <p className="sched-legend">
          <span className="sched-legend__item sched-legend__item--published">
            {t('grid.published')}
          </span>
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
      {publishCheck.dialog}
      <ShiftEditor
        ref={editor}
        brandId={brandId}
        members={members}
        bookableMembers={bookableMembers}
        days={days}
        tz={tz}
        cellOf={cellOf}
        onClosed={setFocusKey}
      />
    </section>
  );
}
