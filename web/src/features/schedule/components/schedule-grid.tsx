import type { Shift } from '@ws/contracts';
import { type DragEvent, type KeyboardEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import type { Total } from '../totals';
import { shiftDay, timeOf } from '../week';
import { dateTimeFormat } from '../../../lib/intl-format';
import { useDrawnInSteps } from '../../../lib/use-drawn-in-steps';

export interface GridRow {
  key: string;
  label: string;
  sub: string;
  person?: { firstName: string; lastName: string };
}

/** What should take the focus once it renders: a shift card, or a cell's add button (row|day). */
export type FocusKey = `shift:${string}` | `add:${string}`;

interface ScheduleGridProps {
  rows: readonly GridRow[];
  days: readonly string[];
  shifts: readonly Shift[];
  rowOf: (shift: Shift) => string;
  /** What a chip names besides its times: the position in the person view, the person in the position view. */
  chipLabel: (shift: Shift) => string;
  /** The location's time zone the shifts are read in. */
  tz: string | undefined;
  rowTotals: Map<string, Total>;
  dayTotals: Map<string, Total>;
  week: Total;
  money: (value: number) => string;
  hours: (value: number) => string;
  /** Whether a new shift in this cell would be booked (someone at work, not on approved time off). */
  canAdd: (rowKey: string, day: string) => boolean;
  onAdd: (rowKey: string, day: string) => void;
  onOpen: (shift: Shift) => void;
  onMove: (shift: Shift, rowKey: string, day: string) => void;
  /** What blocks a cell (time off): its label, shown in the cell; undefined when nothing does. */
  blocked?: (rowKey: string, day: string) => string | undefined;
  focusKey?: FocusKey | null;
  onFocused?: () => void;
  /** A last footer row under the day totals (labour as a share of sales). */
  footerRow?: ReactNode;
}

/** Stand-ins a translated sentence carries where the person and the day go, filled in per cell. */
const WHO = '\u2063who\u2063';
const DAY = '\u2063day\u2063';
const sentence = (text: string) => (who: string, day: string) =>
  text.replace(WHO, () => who).replace(DAY, () => day);

/**
 * Rows drawn at once when the grid first shows: more than a desktop screen holds under the page's
 * header. A page of the week by position is 25 rows of seven days; drawing and laying out all of
 * them took some 450 ms with the CPU slowed 4× before anything showed, so the rest follow in a
 * transition React may interrupt, right after the first rows are painted.
 */
const FIRST_ROWS = 10;

/** The week grid: a row per person (or position), a column per day, totals on the right and below. */
export function ScheduleGrid(props: ScheduleGridProps) {
  const {
    rows,
    days,
    shifts,
    rowOf,
    chipLabel,
    tz,
    rowTotals,
    dayTotals,
    week,
    money,
    hours,
    canAdd,
    onAdd,
    onOpen,
    onMove,
    focusKey,
    onFocused,
    blocked,
    footerRow,
  } = props;
  // The element named by focusKey takes the focus once, as it renders (in its new cell after a move).
  const focusProps = (key: FocusKey) =>
    key === focusKey
      ? {
          ref: (el: HTMLButtonElement | null) => {
            if (!el) return;
            el.focus();
            onFocused?.();
          },
        }
      : {};
  const { t, i18n } = useTranslation('schedule');
  const [dragged, setDragged] = useState<Shift | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const drawn = useDrawnInSteps(FIRST_ROWS, rows.length);
  const whole = drawn >= rows.length;
  const weekday = dateTimeFormat(i18n.language || 'en', { weekday: 'short' });
  const dayNumber = dateTimeFormat(i18n.language || 'en', { day: 'numeric', month: 'short' });
  const today = new Date().toISOString().slice(0, 10);
  // What every cell and shift repeats, worked out once a render: a page has some 175 cells, and
  // each translation or date format is about a millisecond with the CPU slowed 4×.
  const dayLabels = new Map(days.map((d) => [d, dayNumber.format(new Date(`${d}T00:00:00`))]));
  const stateText = { published: t('grid.published'), draft: t('grid.draft') };
  const addFor = sentence(t('grid.addFor', { who: WHO, day: DAY }));
  const cellShifts = new Map<string, Shift[]>();
  for (const s of [...shifts].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const key = `${rowOf(s)}|${shiftDay(s, tz)}`;
    cellShifts.set(key, [...(cellShifts.get(key) ?? []), s]);
  }
  /** A total's hours above its cost: a row's week, a day's, the whole week's. */
  const totalCell = (key: string, total: Total | undefined, modifier = '') => (
    <td key={key} className={`sched-grid__total ${modifier}`.trim()}>
      <span className="sched-total__hours">{hours(total?.hours ?? 0)}</span>
      <span className="sched-total__cost">{money(total?.cost ?? 0)}</span>
    </td>
  );
  const drop = (event: DragEvent, rowKey: string, day: string) => {
    event.preventDefault();
    setOver(null);
    if (dragged && (rowOf(dragged) !== rowKey || shiftDay(dragged, tz) !== day))
      onMove(dragged, rowKey, day);
    setDragged(null);
  };

  // The keyboard's drag and drop: Alt with an arrow moves a focused shift a day or a row.
  const nudge = (event: KeyboardEvent, shift: Shift) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const steps: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, rtl ? 1 : -1],
      ArrowRight: [0, rtl ? -1 : 1],
    };
    const step = event.altKey ? steps[event.key] : undefined;
    if (!step) return;
    event.preventDefault();
    const row = rows[rows.findIndex((r) => r.key === rowOf(shift)) + step[0]];
    const day = days[days.indexOf(shiftDay(shift, tz)) + step[1]];
    if (row && day) onMove(shift, row.key, day);
  };

  return (
    <div className="sched-scroll">
      <table className="sched-grid">
        <thead>
          <tr>
            <th scope="col" className="sched-grid__corner">
              {t('grid.team')}
            </th>
            {days.map((d) => {
              const date = new Date(`${d}T00:00:00`);
              return (
                <th
                  key={d}
                  scope="col"
                  className={d === today ? 'sched-day sched-day--today' : 'sched-day'}
                >
                  <span className="sched-day__name">{weekday.format(date)}</span>
                  <span className="sched-day__date">{dayLabels.get(d)}</span>
                </th>
              );
            })}
            <th scope="col" className="sched-grid__total">
              {t('grid.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, drawn).map((row) => {
            return (
              <tr key={row.key}>
                <th scope="row" className="sched-person">
                  <span className="sched-person__inner">
                    {row.person ? (
                      <Avatar
                        firstName={row.person.firstName}
                        lastName={row.person.lastName}
                        avatarId={row.key}
                        size={30}
                      />
                    ) : null}
                    <span className="sched-person__text">
                      <span className="sched-person__name">{row.label}</span>
                      <span className="sched-person__sub">{row.sub}</span>
                    </span>
                  </span>
                </th>
                {days.map((d) => {
                  const key = `${row.key}|${d}`;
                  const blockedBy = blocked?.(row.key, d);
                  return (
                    <td
                      key={d}
                      className={`sched-cell${over === key ? ' sched-cell--over' : ''}${blockedBy ? ' sched-cell--blocked' : ''}`}
                      data-blocked={blockedBy ? 'true' : undefined}
                      onDragOver={(e) => {
                        e.preventDefault();
                        setOver(key);
                      }}
                      onDragLeave={() => setOver((o) => (o === key ? null : o))}
                      onDrop={(e) => drop(e, row.key, d)}
                    >
                      {blockedBy ? <span className="sched-blocked">{blockedBy}</span> : null}
                      {(cellShifts.get(key) ?? []).map((s) => (
                        <button
                          key={s.id}
                          type="button"
                          draggable
                          onDragStart={() => setDragged(s)}
                          onDragEnd={() => setDragged(null)}
                          className={s.published ? 'sched-shift' : 'sched-shift sched-shift--draft'}
                          onClick={() => onOpen(s)}
                          onKeyDown={(e) => nudge(e, s)}
                          data-shift-id={s.id}
                          {...focusProps(`shift:${s.id}`)}
                          aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown"
                        >
                          {/* Named by what it shows, then its state: speech input users say the visible text. */}
                          <span className="sched-shift__time">
                            {timeOf(s.start, tz)}–{timeOf(s.end, tz)}
                          </span>{' '}
                          <span className="sched-shift__what">{chipLabel(s)}</span>
                          <span className="visually-hidden">
                            , {s.published ? stateText.published : stateText.draft}
                          </span>
                        </button>
                      ))}
                      {canAdd(row.key, d) ? (
                        <button
                          type="button"
                          className="sched-add"
                          {...focusProps(`add:${key}`)}
                          onClick={() => onAdd(row.key, d)}
                          aria-label={addFor(row.label, dayLabels.get(d) ?? d)}
                        >
                          +
                        </button>
                      ) : null}
                    </td>
                  );
                })}
                {totalCell('week', rowTotals.get(row.key))}
              </tr>
            );
          })}
        </tbody>
        {/* The totals (and labour) under the rows once every row is drawn, never under a part
            of them: the first rows show without waiting for them. */}
        {whole ? (
          <tfoot>
            <tr>
              <th scope="row" className="sched-person">
                {t('grid.dayTotals')}
              </th>
              {days.map((d) => totalCell(d, dayTotals.get(d)))}
              {totalCell('week', week, 'sched-grid__total--week')}
            </tr>
            {footerRow}
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
