import { lazy, Suspense } from 'react';
import { anchoredPopover } from './anchored-popover';
import type { PopoverPanelProps } from './popover-panel';

// floating-ui is not part of a page's first load: the panel's module loads when the anchor is first
// pointed at, focused or opened, and a panel opened before it arrives waits for it.
const loadPanel = () => import('./popover-panel');
const LazyPanel = lazy(async () => ({ default: (await loadPanel()).PopoverPanel }));
const preloadPanel = () => {
  loadPanel().catch((error: unknown) =>
    console.warn('the popover panel could not be loaded', error),
  );
};

function SuspendedPanel(props: PopoverPanelProps) {
  return (
    <Suspense fallback={null}>
      <LazyPanel {...props} />
    </Suspense>
  );
}

/**
 * A Popover whose panel (and floating-ui) loads on first use: for the signed-in header's buttons,
 * whose panels show data fetched on open anyway. Keys typed before the panel arrives are not
 * replayed, so form widgets keep the Popover.
 */
export const DeferredPopover = anchoredPopover(SuspendedPanel, preloadPanel);
