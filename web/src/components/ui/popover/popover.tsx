import { type HTMLProps, type KeyboardEvent, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import type { PopupPlacement } from '../constants';
import '../ui.css';

// floating-ui is not part of a page's first load: the panel's module loads when a popover is first
// pointed at, focused or opened, and a panel opened before it arrives waits for it (issue 14).
const loadPanel = () => import('./popover-panel');
const PopoverPanel = lazy(async () => ({ default: (await loadPanel()).PopoverPanel }));
const preloadPanel = () => {
  loadPanel().catch((error: unknown) => console.warn('the popover panel could not be loaded', error));
};

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
 * The anchor carries the ARIA floating-ui's useRole gives it and toggles on click (every anchor is a
 * button, so Enter and Space click it too); the panel, with floating-ui, is loaded on demand.
 */
export function Popover({
  open,
  onOpenChange,
  trigger,
  children,
  placement = 'bottom-start',
  role = 'dialog',
  label,
  maxHeight,
  className,
  initialFocus = 0,
  floatingProps,
}: PopoverProps) {
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const anchorProps = {
    ref: setReference,
    'aria-expanded': open ? 'true' : 'false',
    'aria-haspopup': role,
    'aria-controls': open ? panelId : undefined,
    ...(role === 'listbox' && { role: 'combobox' }),
    // A menu is labelled by its anchor (floating-ui's useRole reads this id).
    ...(role === 'menu' && { id: `${baseId}-anchor` }),
    onPointerEnter: preloadPanel,
    onFocus: preloadPanel,
    onClick: () => onOpenChange(!open),
  };
  return (
    <>
      {trigger(anchorProps)}
      {open ? (
        <Suspense fallback={null}>
          <PopoverPanel
            reference={reference}
            id={panelId}
            onOpenChange={onOpenChange}
            placement={placement}
            role={role}
            label={label}
            maxHeight={maxHeight}
            className={className}
            initialFocus={initialFocus}
            floatingProps={floatingProps}
          >
            {children}
          </PopoverPanel>
        </Suspense>
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
