import type { ComponentType, HTMLProps, ReactNode } from 'react';
import type { PopupPlacement } from '../constants';
import { usePopoverAnchor } from './popover-anchor';
import type { PopoverPanelProps } from './popover-panel';

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
 * A popover made of the anchor and a panel component: the eager panel (Popover) or one that loads
 * on first interest (DeferredPopover). This module imports no panel, so it pulls in no floating-ui.
 */
export function anchoredPopover(Panel: ComponentType<PopoverPanelProps>, onInterest?: () => void) {
  return function AnchoredPopover({
    open,
    onOpenChange,
    trigger,
    children,
    placement = 'bottom-start',
    role = 'dialog',
    initialFocus = 0,
    ...panel
  }: PopoverProps) {
    const { anchorProps, reference, panelId } = usePopoverAnchor({
      open,
      onOpenChange,
      role,
      onInterest,
    });
    return (
      <>
        {trigger(anchorProps)}
        {open ? (
          <Panel
            reference={reference}
            id={panelId}
            onOpenChange={onOpenChange}
            placement={placement}
            role={role}
            initialFocus={initialFocus}
            {...panel}
          >
            {children}
          </Panel>
        ) : null}
      </>
    );
  };
}
