import dayjs, { type Dayjs } from 'dayjs';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { yearPage } from '../month-year-picker/month-year';
import '../ui.css';
import {
  type CalendarView,
  type DateInput,
  isOutOfBounds,
  monthGrid,
  monthRows,
  viewAbove,
  viewBelow,
  weekdayOrder,
  YEAR_VIEW_SIZE,
  yearViewYears,
} from './calendar';
import { dateTimeFormat } from '../../../lib/intl-format';
import { tooltip } from '../tooltip/tooltip';

export type CalendarPick = 'day' | 'month' | 'year';

export interface CalendarProps {
  value: Dayjs | null;
  onSelect: (date: Dayjs) => void;
  /** What a selection picks: a day (date picker), a month (month-year picker) or a year. */
  pick?: CalendarPick;
  min?: DateInput;
  max?: DateInput;
  range?: readonly [Dayjs, Dayjs] | null;
  weekStart?: number;
  today?: Dayjs;
  label: string;
  /** Move focus into the grid on mount (used when opened from a button). */
  autoFocus?: boolean;
  /** Start in a view above the one that picks (e.g. YEAR to show the year view first). */
  initialView?: CalendarView;
}

const firstView: Record<CalendarPick, CalendarView> = { day: 'DAY', month: 'MONTH', year: 'YEAR' };
const arrowSteps: Record<CalendarView, Record<string, number>> = {
  DAY: { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 },
  MONTH: { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 },
  YEAR: { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 },
};
const unitOf = { DAY: 'day', MONTH: 'month', YEAR: 'year' } as const;
/**
 * A column is a seventh of 19rem, room for about six letters: a language whose short weekdays are
 * whole words (Arabic's "الثلاثاء") heads its columns with the narrow form, every column alike; the
 * full name stays in each header's abbr.
 */
const MAX_WEEKDAY_LETTERS = 6;
function weekdayHeadFormat(locale: string) {
  const short = dateTimeFormat(locale, { weekday: 'short' });
  const week = weekdayOrder(0).map((d) => dayjs('2023-01-01').add(d, 'day').toDate());
  return week.some((day) => short.format(day).length > MAX_WEEKDAY_LETTERS)
    ? dateTimeFormat(locale, { weekday: 'narrow' })
    : short;
}

function cellKey(date: Dayjs, view: CalendarView) {
  return view === 'DAY'
    ? date.format('YYYY-MM-DD')
    : view === 'MONTH'
      ? date.format('YYYY-MM')
      : date.format('YYYY');
}

/** The inline calendar: DAY → MONTH → YEAR drill-up from the title, and back down on selection (§4). */
export function Calendar({
  value,
  onSelect,
  pick = 'day',
  min,
  max,
  range,
  weekStart = 1,
  today = dayjs(),
  label,
  autoFocus = false,
  initialView,
}: CalendarProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.language || 'en';
  const [view, setView] = useState<CalendarView>(initialView ?? firstView[pick]);
  const [cursor, setCursor] = useState<Dayjs>(value ?? today);
  const focusPending = useRef(autoFocus);
  const gridRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-cell="${cellKey(cursor, view)}"]`)?.focus();
  }, [cursor, view]);

  const fmt = useMemo(
    () => ({
      monthYear: dateTimeFormat(locale, { month: 'long', year: 'numeric' }),
      monthShort: dateTimeFormat(locale, { month: 'short' }),
      weekdayHead: weekdayHeadFormat(locale),
      weekdayLong: dateTimeFormat(locale, { weekday: 'long' }),
      full: dateTimeFormat(locale, { dateStyle: 'full' }),
      // Day and year numbers in the language's own digits, as the names around them are.
      day: dateTimeFormat(locale, { day: 'numeric' }),
      year: dateTimeFormat(locale, { year: 'numeric' }),
    }),
    [locale],
  );
  const bounds = { min, max, unit: unitOf[view] };
  const years = pick === 'year' ? yearPage(cursor.year()) : yearViewYears(cursor);
  const move = (to: Dayjs, focus = true) => {
    focusPending.current = focus;
    setCursor(to);
  };
  const goTo = (next: CalendarView, to: Dayjs) => {
    focusPending.current = true;
    setView(next);
    setCursor(to);
  };
  const choose = (date: Dayjs) => {
    if (isOutOfBounds(date, bounds)) return;
    const chosenUnit = { day: 'DAY', month: 'MONTH', year: 'YEAR' }[pick];
    if (view === chosenUnit) onSelect(date);
    else goTo(viewBelow(view), date);
  };
  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = arrowSteps[view][event.key];
    const unit = view === 'DAY' ? 'day' : view === 'MONTH' ? 'month' : 'year';
    if (step !== undefined) {
      event.preventDefault();
      move(cursor.add(step, unit));
    } else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      const sign = event.key === 'PageUp' ? -1 : 1;
      move(
        view === 'DAY'
          ? cursor.add(sign, 'month')
          : cursor.add(sign * (view === 'MONTH' ? 1 : YEAR_VIEW_SIZE), 'year'),
      );
    }
  };

  const pageStep =
    view === 'DAY'
      ? ([1, 'month'] as const)
      : view === 'MONTH'
        ? ([1, 'year'] as const)
        : ([YEAR_VIEW_SIZE, 'year'] as const);
  const prevLabel =
    view === 'DAY'
      ? t('datePicker.previousMonth')
      : view === 'MONTH'
        ? t('datePicker.previousYear')
        : t('datePicker.previousYears');
  const nextLabel =
    view === 'DAY'
      ? t('datePicker.nextMonth')
      : view === 'MONTH'
        ? t('datePicker.nextYear')
        : t('datePicker.nextYears');
  const yearName = (year: number) => fmt.year.format(cursor.year(year).toDate());
  const title =
    view === 'DAY'
      ? fmt.monthYear.format(cursor.toDate())
      : view === 'MONTH'
        ? yearName(cursor.year())
        : `${yearName(years[0] ?? cursor.year())} – ${yearName(years.at(-1) ?? cursor.year())}`;
  const canGoUp = view !== 'YEAR';
  const upLabel =
    view === 'DAY'
      ? t('datePicker.chooseMonth', { month: title })
      : t('datePicker.chooseYear', { year: title });

  return (
    <div className="ui-calendar" role="group" aria-label={label}>
      <div className="ui-calendar__header">
        <button
          type="button"
          className="ui-icon-button ui-calendar__step"
          aria-label={prevLabel}
          {...tooltip(prevLabel)}
          onClick={() => move(cursor.subtract(pageStep[0], pageStep[1]), false)}
        >
          <ChevronLeft aria-hidden="true" size={18} strokeWidth={1.75} />
        </button>
        {canGoUp ? (
          <button
            type="button"
            className="ui-calendar__title"
            aria-label={upLabel}
            onClick={() => goTo(viewAbove(view), cursor)}
          >
            {title}
          </button>
        ) : (
          <span className="ui-calendar__title" aria-live="polite">
            {title}
          </span>
        )}
        <button
          type="button"
          className="ui-icon-button ui-calendar__step"
          aria-label={nextLabel}
          {...tooltip(nextLabel)}
          onClick={() => move(cursor.add(pageStep[0], pageStep[1]), false)}
        >
          <ChevronRight aria-hidden="true" size={18} strokeWidth={1.75} />
        </button>
      </div>
      <div ref={gridRef} onKeyDown={onGridKeyDown}>
        {view === 'DAY' ? (
          <table role="grid" className="ui-calendar__days" aria-label={title}>
            <thead>
              <tr>
                {weekdayOrder(weekStart).map((d) => {
                  const sample = dayjs('2023-01-01').add(d, 'day').toDate();
                  return (
                    <th key={d} scope="col" abbr={fmt.weekdayLong.format(sample)}>
                      {fmt.weekdayHead.format(sample)}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {monthGrid(cursor, {
                selected: value,
                range,
                today,
                bounds: { min, max },
                weekStart,
              }).map((week) => (
                <tr key={week[0]?.key}>
                  {week.map((day) => (
                    <td key={day.key} role="gridcell" aria-selected={day.selected}>
                      <button
                        type="button"
                        data-cell={day.key}
                        tabIndex={day.date.isSame(cursor, 'day') ? 0 : -1}
                        // aria-disabled, not disabled: the day stays focusable, so arrow keys can pass over it.
                        aria-disabled={day.disabled || undefined}
                        aria-current={day.today ? 'date' : undefined}
                        aria-label={fmt.full.format(day.date.toDate())}
                        className={[
                          'ui-day',
                          day.selected && 'ui-day--selected',
                          day.today && 'ui-day--today',
                          day.inRange && 'ui-day--in-range',
                          day.rangeStart && 'ui-day--range-start',
                          day.rangeEnd && 'ui-day--range-end',
                          day.outside && 'ui-day--outside',
                        ]
                          .filter(Boolean)
                          .join(' ')}
                        onClick={() => choose(day.date)}
                      >
                        {fmt.day.format(day.date.toDate())}
                      </button>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <div role="grid" className="ui-calendar__cells" aria-label={title}>
            {(view === 'MONTH'
              ? monthRows().map((row) => row.map((m) => cursor.month(m)))
              : chunk(
                  years.map((y) => cursor.year(y)),
                  3,
                )
            ).map((row) => (
              <div role="row" key={cellKey(row[0] ?? cursor, view)} className="ui-calendar__row">
                {row.map((date) => {
                  const key = cellKey(date, view);
                  const selected = Boolean(
                    value?.isSame(date, view === 'MONTH' ? 'month' : 'year'),
                  );
                  const current = date.isSame(today, view === 'MONTH' ? 'month' : 'year');
                  return (
                    <span role="gridcell" aria-selected={selected} key={key}>
                      <button
                        type="button"
                        data-cell={key}
                        tabIndex={key === cellKey(cursor, view) ? 0 : -1}
                        aria-disabled={isOutOfBounds(date, bounds) || undefined}
                        // The name begins with the visible short month (label in name, WCAG
                        // 2.5.3), so a person who says what they see can press it.
                        aria-label={
                          view === 'MONTH'
                            ? `${fmt.monthShort.format(date.toDate())} ${yearName(date.year())}`
                            : yearName(date.year())
                        }
                        className={[
                          'ui-cell',
                          selected && 'ui-day--selected',
                          current && 'ui-day--today',
                        ]
                          .filter(Boolean)
                          .join(' ')}
                        onClick={() => choose(date)}
                      >
                        {view === 'MONTH'
                          ? fmt.monthShort.format(date.toDate())
                          : yearName(date.year())}
                      </button>
                    </span>
                  );
                })}
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

function chunk<T>(items: T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}
