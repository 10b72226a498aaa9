import type { Shift } from '@ws/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { dateTimeFormat } from '../../../lib/intl-format';
import type { Total } from '../totals';
import { shiftDay, timeOf } from '../week';
import type { GridRow } from './schedule-grid';
import './schedule-day.css';

interface ScheduleDayViewProps {
  rows: readonly GridRow[];
  days: readonly string[];
  shifts: readonly Shift[];
  rowOf: (shift: Shift) => string;
  chipLabel: (shift: Shift) => string;
  tz: string | undefined;
  dayTotals: Map<string, Total>;
  money: (value: number) => string;
  hours: (value: number) => string;
  canAdd: (rowKey: string, day: string) => boolean;
  onAdd: (rowKey: string, day: string) => void;
  onOpen: (shift: Shift) => void;
  blocked?: (rowKey: string, day: string) => string | undefined;
  /** What the chosen day shows under its totals (labour as a share of sales). */
  dayExtra?: (day: string) => ReactNode;
}

/**
 * The week on a phone: one day at a time, chosen from the week's seven, with each person's (or
 * position's) shifts that day in a list that fits the screen. A shift moves through its dialog.
 */
export function ScheduleDayView(props: ScheduleDayViewProps) {
  const { rows, days, shifts, rowOf, chipLabel, tz, dayTotals, money, hours } = props;
  const { t, i18n } = useTranslation('schedule');
  const language = i18n.language || 'en';
  const today = new Date().toISOString().slice(0, 10);
  const [chosen, setChosen] = useState(() => (days.includes(today) ? today : (days[0] ?? '')));
  const day = days.includes(chosen) ? chosen : (days[0] ?? '');
  const weekday = dateTimeFormat(language, { weekday: 'short' });
  const dayNumber = dateTimeFormat(language, { day: 'numeric', month: 'short' });
  const longDay = dateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long' });
  const dateOf = (d: string) => new Date(`${d}T00:00:00`);
  const ofDay = [...shifts]
    .filter((s) => shiftDay(s, tz) === day)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const total = dayTotals.get(day);

  return (
    <div className="sched-dayview" data-testid="schedule-day-view">
      <div className="sched-dayview__days" role="group" aria-label={t('dayView.days')}>
        {days.map((d) => (
          <button
            key={d}
            type="button"
            className="sched-dayview__day"
            aria-pressed={d === day}
            onClick={() => setChosen(d)}
          >
            {/* Named by what it shows (label in name): the day and date, one space apart. */}
            <span>{weekday.format(dateOf(d))}</span>{' '}
            <span className="sched-dayview__date">{dayNumber.format(dateOf(d))}</span>
          </button>
        ))}
      </div>
      <h2 className="sched-dayview__title">{longDay.format(dateOf(day))}</h2>
      <p className="sched-dayview__total">
        {hours(total?.hours ?? 0)} · {money(total?.cost ?? 0)}
      </p>
      {props.dayExtra?.(day)}
      <ul className="sched-dayview__rows">
        {rows.map((row) => {
          const mine = ofDay.filter((s) => rowOf(s) === row.key);
          const blockedBy = props.blocked?.(row.key, day);
          return (
            <li key={row.key} className="sched-dayview__row">
              <span className="sched-dayview__who">
                <span className="sched-person__name">{row.label}</span>
                <span className="sched-person__sub">{row.sub}</span>
              </span>
              {blockedBy ? <span className="sched-blocked">{blockedBy}</span> : null}
              {mine.map((s) => (
                <button
                  key={s.id}
                  type="button"
                  className={s.published ? 'sched-shift' : 'sched-shift sched-shift--draft'}
                  data-shift-id={s.id}
                  onClick={() => props.onOpen(s)}
                >
                  <span className="sched-shift__time">
                    {timeOf(s.start, tz)}–{timeOf(s.end, tz)}
                  </span>{' '}
                  <span className="sched-shift__what">{chipLabel(s)}</span>
                  <span className="visually-hidden">
                    , {s.published ? t('grid.published') : t('grid.draft')}
                  </span>
                </button>
              ))}
              {props.canAdd(row.key, day) ? (
                <button
                  type="button"
                  className="sched-add sched-dayview__add"
                  onClick={() => props.onAdd(row.key, day)}
                  aria-label={t('grid.addFor', {
                    who: row.label,
                    day: dayNumber.format(dateOf(day)),
                  })}
                >
                  <Plus aria-hidden="true" size={16} strokeWidth={2} />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
