import { useState } from 'react';
import { MENU_MAX_HEIGHT, type PopupPlacement } from '../constants';
import { moveFocusInList, Popover } from './popover';

export interface MenuItem {
  id: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  danger?: boolean;
}

export interface MenuProps {
  label: string;
  items: readonly MenuItem[];
  placement?: PopupPlacement;
}

export function Menu({ label, items, placement = 'bottom-start' }: MenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      placement={placement}
      role="menu"
      label={label}
      maxHeight={MENU_MAX_HEIGHT}
      className="ui-list"
      floatingProps={{ onKeyDown: (e) => moveFocusInList(e, '[role="menuitem"]') }}
      trigger={(props) => (
        <button type="button" className="ui-button ui-button--secondary ui-size-md" {...props}>
          {label} <span aria-hidden="true" className="ui-caret" />
        </button>
      )}
    >
      {items.map((item, index) => (
        <button
          key={item.id}
          type="button"
          role="menuitem"
          tabIndex={index === 0 ? 0 : -1}
          className={['ui-list__item', item.danger ? 'ui-list__item--danger' : ''].join(' ').trim()}
          aria-disabled={item.disabled || undefined}
          onClick={() => {
            if (item.disabled) return;
            item.onSelect();
            setOpen(false);
          }}
        >
          {item.label}
        </button>
      ))}
    </Popover>
  );
}
