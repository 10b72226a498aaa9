import { type ReactNode, useState } from 'react';
import type { PopupPlacement } from '../constants';
import { Popover } from './popover';

export interface DropdownProps {
  label: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  placement?: PopupPlacement;
  buttonClassName?: string;
}

/** A button that opens a free-form panel. */
export function Dropdown({
  label,
  children,
  placement,
  buttonClassName = 'ui-button ui-button--secondary ui-size-md',
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      placement={placement}
      label={label}
      trigger={(props) => (
        <button type="button" className={buttonClassName} {...props}>
          {label} <span aria-hidden="true" className="ui-caret" />
        </button>
      )}
    >
      <div className="ui-dropdown-panel">
        {typeof children === 'function' ? children(close) : children}
      </div>
    </Popover>
  );
}
