import type { Shift, TimeOff } from '@ws/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-error';
import { useToastStore } from '../../../components/feedback/toast-store';
import { Button } from '../../../components/ui/button/button';
import { useClockOuts } from '../api/clock-out';
import { useCreateShift } from '../api/create-shift';
import { useDecideTimeOff } from '../api/time-off';
import type { ScheduleWarning } from '../warnings';
import { shiftDay, shiftInterval, timeOf } from '../week';
import { DaySelect } from './day-select';
import { TimeInput } from '../../../components/ui/time-input/time-input';
import { formatDay } from '../../../lib/dates';
import { dateTimeFormat } from '../../../lib/intl-format';

/** Overtime, time-off and availability conflicts of the week, listed before the manager publishes. */
export function WarningsPanel({
  warnings,
  nameOf,
}: {
  warnings: readonly ScheduleWarning[];
  nameOf: (id: string) => string;
}) {
  const { t, i18n } = useTranslation('workday');
  if (warnings.length === 0) return null;
  const day = (w: { day: string }) => formatDay(w.day, i18n.language);
  const text = (w: ScheduleWarning) =>
    w.kind === 'overtime'
      ? t('warnings.overtime', { who: nameOf(w.employeeId), hours: Math.round(w.hours * 10) / 10 })
      : w.kind === 'timeOff'
        ? t(w.status === 'APPROVED' ? 'warnings.timeOff' : 'warnings.timeOffPending', {
            who: nameOf(w.employeeId),
            day: day(w),
          })
        : t('warnings.unavailable', { who: nameOf(w.employeeId), day: day(w) });
  return (
    <section className="sched-panel sched-panel--warn" aria-labelledby="sched-warnings-title">
      <h2 id="sched-warnings-title">{t('warnings.title')}</h2>
      <ul>
        {warnings.map((w) => (
          <li key={`${w.kind}-${w.employeeId}-${'shiftId' in w ? w.shiftId : ''}`}>{text(w)}</li>
        ))}
      </ul>
    </section>
  );
}

/** The week's time-off requests; pending ones can be approved or declined here. */
export function TimeOffPanel({
  brandId,
  requests,
}: {
  brandId: string;
  requests: readonly TimeOff[];
}) {
  const { t, i18n } = useTranslation('workday');
  const errorText = useApiErrorText();
  const decide = useDecideTimeOff(brandId);
  const toast = useToastStore((s) => s.show);
  if (requests.length === 0) return null;
  const answer = (requestId: string, status: 'APPROVED' | 'DECLINED') =>
    decide.mutate(
      { requestId, status },
      {
        onSuccess: () =>
          toast({
            message: t(status === 'APPROVED' ? 'timeOff.approved' : 'timeOff.declined'),
            variant: 'success',
          }),
        onError: (error) => toast({ message: errorText(error), variant: 'danger' }),
      },
    );
  return (
    <section className="sched-panel" aria-labelledby="sched-time-off-title">
      <h2 id="sched-time-off-title">{t('timeOff.teamTitle')}</h2>
      <ul>
        {requests.map((r) => (
          <li key={r.id} className="sched-panel__row">
            <span>
              <strong>{r.name}</strong>{' '}
              {r.start_date === r.end_date
                ? formatDay(r.start_date, i18n.language)
                : `${formatDay(r.start_date, i18n.language)} – ${formatDay(r.end_date, i18n.language)}`}
              {r.reason ? ` · ${r.reason}` : ''}
            </span>
            {r.status === 'PENDING' ? (
              <span className="sched-panel__actions">
                <Button
                  size="sm"
                  onClick={() => answer(r.id, 'APPROVED')}
                  aria-label={t('timeOff.approveFor', { who: r.name })}
                >
                  {t('timeOff.approve')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => answer(r.id, 'DECLINED')}
                  aria-label={t('timeOff.declineFor', { who: r.name })}
                >
                  {t('timeOff.decline')}
                </Button>
              </span>
            ) : (
              <span>{t(`timeOff.status.${r.status}`)}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface OpenShiftsProps {
  brandId: string;
  shifts: readonly Shift[];
  days: readonly string[];
  positions: readonly { id: string; name: string }[];
  tz: string | undefined;
  /** Which open shifts the list holds, when not the whole week's (a page's locations). */
  note?: string;
}

/** Shifts without a person, which employees claim from My schedule, and a form to add one. */
export function OpenShiftsPanel({ brandId, shifts, days, positions, tz, note }: OpenShiftsProps) {
  const { t, i18n } = useTranslation('workday');
  const errorText = useApiErrorText();
  const create = useCreateShift(brandId);
  const toast = useToastStore((s) => s.show);
  const [draft, setDraft] = useState({
    day: days[0] ?? '',
    start: '11:00',
    end: '17:00',
    position_id: positions[0]?.id ?? '',
  });
  const dayName = dateTimeFormat(i18n.language || 'en', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A shift needs both times: without one, nothing is sent.
    if (!draft.start || !draft.end) return;
    const { start, end } = shiftInterval(draft.day, draft.start, draft.end, tz);
    create.mutate(
      {
        user_id: null,
        location_id: brandId,
        position_id: draft.position_id,
        start,
        end,
        break_minutes: 0,
        hourly_rate: 15,
      },
      {
        onSuccess: () => toast({ message: t('open.added'), variant: 'success' }),
        onError: (error) => toast({ message: errorText(error), variant: 'danger' }),
      },
    );
  };
  return (
    <section className="sched-panel" aria-labelledby="sched-open-title">
      <h2 id="sched-open-title">{t('open.teamTitle')}</h2>
      {note ? <p className="sched-panel__note">{note}</p> : null}
      <ul>
        {shifts.map((s) => (
          <li key={s.id} className="sched-panel__row">
            {dayName.format(new Date(`${shiftDay(s, tz)}T00:00:00`))} {timeOf(s.start, tz)}–
            {timeOf(s.end, tz)} · {s.position.name} ·{' '}
            {s.published ? t('open.published') : t('open.draft')}
          </li>
        ))}
      </ul>
      <form className="sched-panel__form" onSubmit={submit}>
        <DaySelect
          label={t('open.day')}
          value={draft.day}
          days={days}
          weekday="short"
          onChange={(day) => setDraft((d) => ({ ...d, day }))}
        />
        <TimeInput
          label={t('open.start')}
          value={draft.start}
          onChange={(start) => setDraft((d) => ({ ...d, start }))}
        />
        <TimeInput
          label={t('open.end')}
          value={draft.end}
          onChange={(end) => setDraft((d) => ({ ...d, end }))}
        />
        <label>
          {t('open.position')}
          <select
            required
            value={draft.position_id}
            onChange={(e) => setDraft((d) => ({ ...d, position_id: e.target.value }))}
          >
            {positions.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary" busy={create.isPending}>
          {t('open.add')}
        </Button>
      </form>
    </section>
  );
}

/** What the team answered when clocking out of this week's shifts. */
export function ClockOutAnswersPanel({
  brandId,
  weekStart,
  nameOf,
}: {
  brandId: string;
  weekStart: string;
  nameOf: (id: string) => string;
}) {
  const { t, i18n } = useTranslation('workday');
  const records = useClockOuts(brandId, weekStart);
  const when = dateTimeFormat(i18n.language || 'en', { dateStyle: 'medium', timeStyle: 'short' });
  if (!records.data?.length) return null;
  return (
    <section className="sched-panel" aria-labelledby="sched-answers-title">
      <h2 id="sched-answers-title">{t('answers.title')}</h2>
      {records.data.map((r) => (
        <article key={r.shift_id} className="sched-answers" data-shift-id={r.shift_id}>
          <h3>
            {t('answers.who', {
              who: nameOf(r.employee_id),
              when: when.format(new Date(r.clocked_out_at)),
            })}
          </h3>
          <dl>
            {r.answers.map((a) => (
              <div key={a.question_id}>
                <dt>{a.question_text}</dt>
                <dd>
                  {a.answer === 'YES'
                    ? t('clockOut.yes')
                    : a.answer === 'NO'
                      ? t('clockOut.no')
                      : a.answer}
                </dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
    </section>
  );
}
