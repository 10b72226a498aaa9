import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ControlSize, MENU_MAX_HEIGHT, type PopupPlacement } from '../constants';
import { moveFocusInList, Popover } from './popover';
import { pickMulti, pickSingle } from './selection';

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
  disabled?: boolean;
  /** Extra content shown after the label (e.g. a duration). */
  detail?: ReactNode;
}

interface BaseProps<T extends string> {
  label: string;
  options: readonly SelectOption<T>[];
  size?: ControlSize;
  placement?: PopupPlacement;
  maxHeight?: string;
  placeholder?: string;
  disabled?: boolean;
}

export interface SingleSelectProps<T extends string> extends BaseProps<T> {
  value: T | null;
  onChange: (value: T) => void;
}

export interface MultiSelectProps<T extends string> extends BaseProps<T> {
  value: readonly T[];
  onChange: (value: T[]) => void;
}

interface ListProps<T extends string> extends BaseProps<T> {
  multiple: boolean;
  selected: readonly T[];
  summary: string;
  onPick: (value: T) => boolean;
}

function SelectList<T extends string>({
  label,
  options,
  size = 'md',
  placement = 'bottom-start',
  maxHeight = MENU_MAX_HEIGHT,
  disabled,
  multiple,
  selected,
  summary,
  onPick,
}: ListProps<T>) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const focusIndex = Math.max(
    0,
    options.findIndex((o) => selected.includes(o.value)),
  );
  const choose = (option: SelectOption<T>) => {
    if (option.disabled) return;
    if (onPick(option.value)) setOpen(false);
  };
  return (
    <div className="ui-field">
      <span id={labelId} className="ui-field__label">
        {label}
      </span>
      <Popover
        open={open}
        onOpenChange={setOpen}
        placement={placement}
        role="listbox"
        label={label}
        maxHeight={maxHeight}
        className="ui-list"
        floatingProps={{
          'aria-multiselectable': multiple || undefined,
          onKeyDown: (e) => moveFocusInList(e, '[role="option"]'),
        }}
        trigger={(props) => (
          <button
            type="button"
            className={`ui-select-trigger ui-size-${size}`}
            disabled={disabled}
            aria-labelledby={`${labelId} ${labelId}-value`}
            {...props}
          >
            <span id={`${labelId}-value`} className={selected.length ? '' : 'ui-muted'}>
              {summary}
            </span>
            <span aria-hidden="true" className="ui-caret" />
          </button>
        )}
      >
        {options.map((option, index) => {
          const isSelected = selected.includes(option.value);
          return (
            <div
              key={option.value}
              role="option"
              tabIndex={index === focusIndex ? 0 : -1}
              aria-selected={isSelected}
              aria-disabled={option.disabled || undefined}
              className="ui-list__item ui-option"
              onClick={() => choose(option)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  choose(option);
                }
              }}
            >
              {multiple ? (
                <span
                  aria-hidden="true"
                  className={`ui-checkmark${isSelected ? ' ui-checkmark--on' : ''}`}
                />
              ) : null}
              <span className="ui-option__label">{option.label}</span>
              {option.detail ? <span className="ui-option__detail">{option.detail}</span> : null}
              {!multiple && isSelected ? <span aria-hidden="true" className="ui-tick" /> : null}
            </div>
          );
        })}
      </Popover>
    </div>
  );
}

/** §4: picking replaces the value and closes. */
export function Select<T extends string>({
  value,
  onChange,
  placeholder,
  ...rest
}: SingleSelectProps<T>) {
  const { t } = useTranslation('ui');
  const current = rest.options.find((o) => o.value === value);
  return (
    <SelectList
      {...rest}
      multiple={false}
      selected={value === null ? [] : [value]}
      summary={current?.label ?? placeholder ?? t('select.placeholder')}
      onPick={(picked) => {
        const { value: next, close } = pickSingle(picked);
        onChange(next);
        return close;
      }}
    />
  );
}

/** §4: picking adds or removes the value; the list stays open. */
export function MultiSelect<T extends string>({
  value,
  onChange,
  placeholder,
  ...rest
}: MultiSelectProps<T>) {
  const { t } = useTranslation('ui');
  const labels = rest.options.filter((o) => value.includes(o.value)).map((o) => o.label);
  const summary =
    labels.length === 0
      ? (placeholder ?? t('select.placeholder'))
      : labels.length <= 2
        ? labels.join(', ')
        : t('select.count', { count: labels.length });
  return (
    <SelectList
      {...rest}
      multiple
      selected={value}
      summary={summary}
      onPick={(picked) => {
        const { value: next, close } = pickMulti(value, picked);
        onChange(next);
        return close;
      }}
    />
  );
}
