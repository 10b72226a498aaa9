import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { type HTMLProps, type ReactNode, useEffect, useState } from 'react';
import { type PopupPlacement, POPUP_OFFSET } from '../constants';
import { checkPopupElements } from './popup-elements';

export interface PopoverPanelProps {
  reference: HTMLElement | null;
  /** The id the anchor's aria-controls names. */
  id: string;
  onOpenChange: (open: boolean) => void;
  placement: PopupPlacement;
  role: 'dialog' | 'menu' | 'listbox';
  label: string;
  maxHeight?: string;
  className?: string;
  initialFocus: number;
  floatingProps?: HTMLProps<HTMLDivElement>;
  children: ReactNode;
}

/**
 * The open panel of a Popover: floating-ui places it, keeps focus and dismisses it on Escape or an
 * outside press. Its own module, so floating-ui loads on a popover's first open.
 */
export function PopoverPanel({
  reference,
  id,
  onOpenChange,
  placement,
  role,
  label,
  maxHeight,
  className,
  initialFocus,
  floatingProps,
  children,
}: PopoverPanelProps) {
  const [crossAxis, mainAxis] = POPUP_OFFSET;
  // Element state rather than floating-ui's refs object, so render never reads a ref.
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  const { floatingStyles, context } = useFloating({
    elements: { reference, floating },
    open: true,
    onOpenChange,
    placement,
    middleware: [offset({ mainAxis, crossAxis }), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getFloatingProps } = useInteractions([useDismiss(context), useRole(context, { role })]);

  useEffect(() => {
    // Checked a tick after the panel mounts: attaching a node re-runs this and cancels a stale check.
    const timer = setTimeout(() => checkPopupElements(reference, floating));
    return () => clearTimeout(timer);
  }, [reference, floating]);

  return (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal={false} initialFocus={initialFocus}>
        <div
          ref={setFloating}
          className={['ui-popover', className].filter(Boolean).join(' ')}
          style={{ ...floatingStyles, maxHeight }}
          aria-label={label}
          {...(getFloatingProps(floatingProps) as HTMLProps<HTMLDivElement>)}
          id={id}
        >
          {children}
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
