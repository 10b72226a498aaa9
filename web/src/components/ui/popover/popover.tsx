import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { type HTMLProps, type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { type PopupPlacement, POPUP_OFFSET } from '../constants';
import '../ui.css';
import { checkPopupElements } from './popup-elements';

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

/** The one floating panel under dropdowns, menus, selects and pickers (§9: offset [0,5], four placements). */
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
  const [crossAxis, mainAxis] = POPUP_OFFSET;
  // Element state rather than floating-ui's refs object, so render never reads a ref.
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  const { floatingStyles, context } = useFloating({
    elements: { reference, floating },
    open,
    onOpenChange,
    placement,
    middleware: [offset({ mainAxis, crossAxis }), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role }),
  ]);

  useEffect(() => {
    if (!open) return;
    // Checked a tick after the panel mounts: attaching a node re-runs this and cancels a stale check.
    const timer = setTimeout(() => checkPopupElements(reference, floating));
    return () => clearTimeout(timer);
  }, [open, reference, floating]);

  return (
    <>
      {trigger({ ref: setReference, ...getReferenceProps() })}
      {open ? (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={initialFocus}>
            <div
              ref={setFloating}
              className={['ui-popover', className].filter(Boolean).join(' ')}
              style={{ ...floatingStyles, maxHeight }}
              aria-label={label}
              {...(getFloatingProps(floatingProps) as HTMLProps<HTMLDivElement>)}
            >
              {children}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
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
