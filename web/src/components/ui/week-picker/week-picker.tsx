import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type DateInput, DATE_VALUE_FORMAT, parseStrict } from '../date-picker/calendar';
import '../ui.css';
import { canGoToNextWeek, canGoToPreviousWeek, DEFAULT_WEEK_START, weekDays } from './week';
import { dateTimeFormat } from '../../../lib/intl-format';

export interface WeekPickerProps {
  label: string;
  /** Any day of the week, YYYY-MM-DD; the picker reports the week's first day. */
  value: string;
  onChange: (weekStart: string) => void;
  weekStart?: number;
  min?: DateInput;
  max?: DateInput;
}

export function WeekPicker({
  label,
  value,
  onChange,
  weekStart = DEFAULT_WEEK_START,
  min,
  max,
}: WeekPickerProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.language || 'en';
  const date = parseStrict(value) ?? dayjs();
  const days = weekDays(date, weekStart);
  const first = days[0] ?? date;
  const last = days[6] ?? date;
  const range = dateTimeFormat(locale, {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
  }).formatRange(first.toDate(), last.toDate());
  const weekday = dateTimeFormat(locale, { weekday: 'short' });
  const full = dateTimeFormat(locale, { dateStyle: 'full' });
  return (
    <div className="ui-week" role="group" aria-label={label}>
      <div className="ui-week__nav">
        <WeekStep
          label={t('weekPicker.previous')}
          arrow="‹"
          disabled={!canGoToPreviousWeek(date, min, weekStart)}
          onStep={() => onChange(first.subtract(7, 'day').format(DATE_VALUE_FORMAT))}
        />
        <span className="ui-week__range" aria-live="polite">
          {range}
        </span>
        <WeekStep
          label={t('weekPicker.next')}
          arrow="›"
          disabled={!canGoToNextWeek(date, max, weekStart)}
          onStep={() => onChange(first.add(7, 'day').format(DATE_VALUE_FORMAT))}
        />
      </div>
      <ol className="ui-week__days" aria-label={t('weekPicker.week')}>
        {days.map((day) => (
          <li
            key={day.format(DATE_VALUE_FORMAT)}
            className={day.isSame(dayjs(), 'day') ? 'ui-week__day ui-day--today' : 'ui-week__day'}
          >
            <span className="ui-week__weekday" aria-hidden="true">
              {weekday.format(day.toDate())}
            </span>
            <span aria-hidden="true">{day.date()}</span>
            <span className="visually-hidden">{full.format(day.toDate())}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A week back or forward: the arrow is only drawn, the label names where it goes. */
function WeekStep({
  label,
  arrow,
  disabled,
  onStep,
}: {
  label: string;
  arrow: string;
  disabled: boolean;
  onStep: () => void;
}) {
  return (
    <button
      type="button"
      className="ui-icon-button"
      aria-label={label}
      disabled={disabled}
      onClick={onStep}
    >
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
}
