import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/intl-format';

interface DaySelectProps {
  label: string;
  value: string;
  /** The week's days, as ISO dates. */
  days: readonly string[];
  weekday: 'long' | 'short';
  onChange: (day: string) => void;
}

/** A labelled choice of one day of the week shown, named in the reader's language. */
export function DaySelect({ label, value, days, weekday, onChange }: DaySelectProps) {
  const { i18n } = useTranslation();
  const dayName = dateTimeFormat(i18n.language || 'en', {
    weekday,
    month: 'short',
    day: 'numeric',
  });
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {days.map((d) => (
          <option key={d} value={d}>
            {dayName.format(new Date(`${d}T00:00:00`))}
          </option>
        ))}
      </select>
    </label>
  );
}
