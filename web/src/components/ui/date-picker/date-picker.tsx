import dayjs, { type Dayjs } from 'dayjs';
import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover } from '../popover/popover';
import { tooltip } from '../tooltip/tooltip';
import '../ui.css';
import { DATE_VALUE_FORMAT, type DateInput, isOutOfBounds, parseStrict } from './calendar';
import { Calendar } from './calendar-panel';
import { dateTimeFormat } from '../../../lib/intl-format';

/** MMM DD, YYYY in English (§5), and the same parts in each language's own order and words. */
const DISPLAY_PARTS = { year: 'numeric', month: 'short', day: '2-digit' } as const;

export interface DatePickerProps {
  label: string;
  /** In `format` (YYYY-MM-DD by default), or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  format?: string;
  /** A dayjs pattern to show the date in; by default the reader's language shows MMM DD, YYYY. */
  displayFormat?: string;
  min?: DateInput;
  max?: DateInput;
  weekStart?: number;
  today?: Dayjs;
  /** What the form found wrong with this field: shown under it, and the field marked invalid. */
  error?: string | null;
  /** Words under the field in place of the format hint. */
  hint?: string;
  /** The field a dialog focuses first. */
  autoFocus?: boolean;
}

/**
 * A text field that shows the date as MMM DD, YYYY and, while focused, takes it typed in the value
 * format; a typed date is kept only when it strictly parses (§5). A date the field itself cannot
 * read comes before the form's own error.
 */
export function DatePicker({
  label,
  value,
  onChange,
  format = DATE_VALUE_FORMAT,
  displayFormat,
  min,
  max,
  weekStart,
  today,
  error: formError,
  hint,
  autoFocus,
}: DatePickerProps) {
  const { t, i18n } = useTranslation('ui');
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [ownError, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const selected = value ? parseStrict(value, format) : null;
  const display = (date: Dayjs) =>
    displayFormat
      ? date.format(displayFormat)
      : dateTimeFormat(i18n.language || 'en', DISPLAY_PARTS).format(date.toDate());
  const shown = draft ?? (selected ? display(selected) : '');
  const error = ownError ?? formError ?? null;

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
          data-autofocus={autoFocus || undefined}
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
              {...tooltip(t('datePicker.open'))}
              {...props}
            >
              <CalendarDays aria-hidden="true" size={18} strokeWidth={1.75} />
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
        {error ?? hint ?? t('datePicker.hint', { format })}
      </p>
    </div>
  );
}
