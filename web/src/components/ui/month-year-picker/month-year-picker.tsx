import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Calendar } from '../date-picker/calendar-panel';
import type { DateInput } from '../date-picker/calendar';
import { Popover } from '../popover/popover';
import '../ui.css';
import {
  displayMonthYear,
  MONTH_YEAR_DISPLAY_FORMAT,
  MONTH_YEAR_VALUE_FORMAT,
  parseMonthYear,
} from './month-year';

interface PickerProps {
  label: string;
  min?: DateInput;
  max?: DateInput;
}

export interface MonthYearPickerProps extends PickerProps {
  /** YYYY-MM, shown as MM/YYYY (§2). */
  value: string | null;
  onChange: (value: string) => void;
}

export interface YearPickerProps extends PickerProps {
  value: number | null;
  onChange: (year: number) => void;
}

function PickerButton({
  label,
  shown,
  placeholder,
  children,
}: {
  label: string;
  shown: string;
  placeholder: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="ui-field">
      <span className="ui-field__label" aria-hidden="true">
        {label}
      </span>
      <Popover
        open={open}
        onOpenChange={setOpen}
        label={label}
        initialFocus={-1}
        trigger={(props) => (
          <button
            type="button"
            className="ui-select-trigger ui-size-md"
            aria-label={`${label}: ${shown || placeholder}`}
            {...props}
          >
            <span className={shown ? '' : 'ui-muted'}>{shown || placeholder}</span>
            <span aria-hidden="true" className="ui-icon-calendar" />
          </button>
        )}
      >
        {children(() => setOpen(false))}
      </Popover>
    </div>
  );
}

export function MonthYearPicker({ label, value, onChange, min, max }: MonthYearPickerProps) {
  return (
    <PickerButton
      label={label}
      shown={displayMonthYear(value)}
      placeholder={MONTH_YEAR_DISPLAY_FORMAT}
    >
      {(close) => (
        <Calendar
          label={label}
          pick="month"
          value={parseMonthYear(value)}
          min={min}
          max={max}
          autoFocus
          onSelect={(date) => {
            onChange(date.format(MONTH_YEAR_VALUE_FORMAT));
            close();
          }}
        />
      )}
    </PickerButton>
  );
}

/** §9: 12 years a page. */
export function YearPicker({ label, value, onChange, min, max }: YearPickerProps) {
  const { t } = useTranslation('ui');
  return (
    <PickerButton
      label={label}
      shown={value === null ? '' : String(value)}
      placeholder={t('yearPicker.placeholder')}
    >
      {(close) => (
        <Calendar
          label={label}
          pick="year"
          value={value === null ? null : dayjs(new Date(value, 0, 1))}
          min={min}
          max={max}
          autoFocus
          onSelect={(date) => {
            onChange(date.year());
            close();
          }}
        />
      )}
    </PickerButton>
  );
}
