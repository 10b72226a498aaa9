import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover } from '../popover/popover';
import '../ui.css';
import {
  DATE_DISPLAY_FORMAT,
  DATE_VALUE_FORMAT,
  type DateInput,
  isOutOfBounds,
  parseStrict,
} from './calendar';
import { Calendar } from './calendar-panel';

export interface DatePickerProps {
  label: string;
  /** In `format` (YYYY-MM-DD by default), or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  format?: string;
  displayFormat?: string;
  min?: DateInput;
  max?: DateInput;
  weekStart?: number;
  today?: Dayjs;
}

/**
 * A text field that shows the date as MMM DD, YYYY and, while focused, takes it typed in the value
 * format; a typed date is kept only when it strictly parses (§5).
 */
export function DatePicker({
  label,
  value,
  onChange,
  format = DATE_VALUE_FORMAT,
  displayFormat = DATE_DISPLAY_FORMAT,
  min,
  max,
  weekStart,
  today,
}: DatePickerProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const selected = value ? parseStrict(value, format) : null;
  const shown = draft ?? (selected ? selected.format(displayFormat) : '');

  const commit = () => {
    if (draft === null) return;
    if (draft.trim() === '') {
      setDraft(null);
      setError(null);
      onChange(null);
      return;
    }
    const parsed = parseStrict(draft, format);
    if (!parsed) return setError(t('datePicker.invalid', { format }));
    if (isOutOfBounds(parsed, { min, max, format })) return setError(t('datePicker.outOfRange'));
    setDraft(null);
    setError(null);
    onChange(parsed.format(format));
  };

  return (
    <div className="ui-field">
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <div className="ui-input-group ui-size-md">
        <input
          id={id}
          className="ui-input"
          value={shown}
          placeholder={format}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-msg`}
          onFocus={() => setDraft(selected ? selected.format(format) : '')}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
        <Popover
          open={open}
          onOpenChange={setOpen}
          placement="bottom-end"
          label={t('datePicker.calendar')}
          initialFocus={-1}
          trigger={(props) => (
            <button
              type="button"
              className="ui-icon-button"
              aria-label={t('datePicker.open')}
              {...props}
            >
              <span aria-hidden="true" className="ui-icon-calendar" />
            </button>
          )}
        >
          <Calendar
            label={label}
            value={selected}
            min={min}
            max={max}
            weekStart={weekStart}
            today={today ?? dayjs()}
            autoFocus
            onSelect={(date) => {
              setDraft(null);
              setError(null);
              onChange(date.format(format));
              setOpen(false);
            }}
          />
        </Popover>
      </div>
      <p
        id={`${id}-msg`}
        className={error ? 'ui-field__error' : 'ui-field__hint'}
        role={error ? 'alert' : undefined}
      >
        {error ?? t('datePicker.hint', { format })}
      </p>
    </div>
  );
}
