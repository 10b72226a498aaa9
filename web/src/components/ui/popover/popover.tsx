import type { HTMLProps, KeyboardEvent, ReactNode } from 'react';
import type { PopupPlacement } from '../constants';
import '../ui.css';
import { usePopoverAnchor } from './popover-anchor';
import { PopoverPanel } from './popover-panel';

export interface PopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Renders the anchor; spread the props onto the focusable element. */
  trigger: (
    props: Record<string, unknown> & { ref: (node: HTMLElement | null) => void },
  ) => ReactNode;
  children: ReactNode;
  placement?: PopupPlacement;
  role?: 'dialog' | 'menu' | 'listbox';
  label: string;
  maxHeight?: string;
  className?: string;
  /** Index of the tabbable to focus on open, or -1 to keep focus on the anchor. */
  initialFocus?: number;
  /** Extra props for the floating element (key handlers, aria-multiselectable). */
  floatingProps?: HTMLProps<HTMLDivElement>;
}

/**
 * The one floating panel under dropdowns, menus, selects and pickers (§9: offset [0,5], four placements).
 * Form widgets use this one: their panel is there the moment they open, for the keys typed next.
 * A popover whose panel may load on first open is DeferredPopover.
 */
export function Popover({
  open,
  onOpenChange,
  trigger,
  children,
  placement = 'bottom-start',
  role = 'dialog',
  initialFocus = 0,
  ...panel
}: PopoverProps) {
  const { anchorProps, reference, panelId } = usePopoverAnchor({ open, onOpenChange, role });
  return (
    <>
      {trigger(anchorProps)}
      {open ? (
        <PopoverPanel
          reference={reference}
          id={panelId}
          onOpenChange={onOpenChange}
          placement={placement}
          role={role}
          initialFocus={initialFocus}
          {...panel}
        >
          {children}
        </PopoverPanel>
      ) : null}
    </>
  );
}

/** Arrow keys, Home and End move focus between the items of a list (menu items, options). */
export function moveFocusInList(event: KeyboardEvent<HTMLElement>, itemSelector: string) {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(itemSelector)).filter(
    (el) => el.getAttribute('aria-disabled') !== 'true',
  );
  if (items.length === 0) return;
  const index = items.findIndex((el) => el === document.activeElement);
  const keys: Record<string, number> = {
    ArrowDown: (index + 1) % items.length,
    ArrowUp: (index - 1 + items.length) % items.length,
    Home: 0,
    End: items.length - 1,
  };
  const next = keys[event.key];
  if (next === undefined) return;
  event.preventDefault();
  items[next]?.focus();
}
