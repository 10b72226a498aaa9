import { lazy, Suspense } from 'react';
import type { PopoverProps } from './popover';
import { usePopoverAnchor } from './popover-anchor';

// floating-ui is not part of a page's first load: the panel's module loads when the anchor is first
// pointed at, focused or opened, and a panel opened before it arrives waits for it (issue 14).
const loadPanel = () => import('./popover-panel');
const PopoverPanel = lazy(async () => ({ default: (await loadPanel()).PopoverPanel }));
const preloadPanel = () => {
  loadPanel().catch((error: unknown) => console.warn('the popover panel could not be loaded', error));
};

/**
 * A Popover whose panel (and floating-ui) loads on first use: for the signed-in header's buttons,
 * whose panels show data fetched on open anyway. Keys typed before the panel arrives are not
 * replayed, so form widgets keep the Popover.
 */
export function DeferredPopover({
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
    onInterest: preloadPanel,
  });
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
            initialFocus={initialFocus}
            {...panel}
          >
            {children}
          </PopoverPanel>
        </Suspense>
      ) : null}
    </>
  );
}
