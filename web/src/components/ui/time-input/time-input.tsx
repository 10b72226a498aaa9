import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIME_LIST_MAX_HEIGHT } from '../constants';
import { Select } from '../popover/select';
import '../ui.css';
import { DEFAULT_TIME_STEP, parseTime, stepTime, TIME_FORMAT, timeOptions } from './time-options';

export interface TimeInputProps {
  label: string;
  /** HH:mm or '' */
  value: string;
  onChange: (value: string) => void;
  /** Minutes moved by the arrow keys (§9: 1 by default). */
  step?: number;
  /** What the form found wrong with this field: shown under it, and the field marked invalid. */
  error?: string | null;
}

/**
 * A HH:mm field: typed times must parse strictly; ArrowUp/ArrowDown step the value. A time the
 * field itself cannot read comes before the form's own error.
 */
export function TimeInput({
  label,
  value,
  onChange,
  step = DEFAULT_TIME_STEP,
  error,
}: TimeInputProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const unreadable = draft !== null && draft !== '' && !parseTime(draft);
  const message = unreadable ? t('time.invalid') : (error ?? null);
  const commit = () => {
    if (draft === null) return;
    if (draft === '' || parseTime(draft)) {
      onChange(draft);
      setDraft(null);
    }
  };
  return (
    <div className="ui-field">
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <input
        id={id}
        className="ui-input ui-size-md ui-time-input"
        inputMode="numeric"
        placeholder={TIME_FORMAT}
        value={draft ?? value}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-msg`}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
            e.preventDefault();
            const next = stepTime(draft ?? value, e.key === 'ArrowUp' ? 1 : -1, step);
            setDraft(null);
            onChange(next);
          }
        }}
      />
      <p
        id={`${id}-msg`}
        className={message ? 'ui-field__error' : 'ui-field__hint'}
        role={message ? 'alert' : undefined}
      >
        {message ?? t('time.hint', { count: step })}
      </p>
    </div>
  );
}

export interface TimeSelectProps {
  label: string;
  start: Dayjs;
  end: Dayjs;
  step: number;
  value: string | null;
  onChange: (value: string) => void;
  includeStart?: boolean;
  includeEnd?: boolean;
  withDuration?: boolean;
}

/** A list of times between start and end (§5 rules live in timeOptions); the list is 25rem at most. */
export function TimeSelect({
  label,
  start,
  end,
  step,
  value,
  onChange,
  includeStart,
  includeEnd,
  withDuration,
}: TimeSelectProps) {
  const { t } = useTranslation('ui');
  const options = timeOptions({ start, end, step, includeStart, includeEnd, withDuration }).map(
    (o) => ({
      value: o.value.toISOString(),
      label: o.label,
      detail:
        [o.duration, o.nextDay ? t('time.nextDay') : null].filter(Boolean).join(' · ') || undefined,
    }),
  );
  const current = value ? options.find((o) => dayjs(o.value).isSame(dayjs(value))) : undefined;
  return (
    <Select
      label={label}
      options={options}
      value={current?.value ?? null}
      onChange={onChange}
      maxHeight={TIME_LIST_MAX_HEIGHT}
    />
  );
}
