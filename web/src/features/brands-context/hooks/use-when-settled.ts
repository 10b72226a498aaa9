import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** Runs `work` when the main thread is next idle; returns what cancels it. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 50);
  return () => clearTimeout(handle);
}

/**
 * Runs `work` once, after the page has what it asked for: no query fetching, and the main thread
 * idle (so its answers are drawn). Work done for later (warming a menu) then takes neither the
 * network nor the main thread from the screen's own first render.
 */
export function useWhenSettled(work: () => void) {
  const queryClient = useQueryClient();
  const latest = useRef(work);
  useEffect(() => {
    latest.current = work;
  });
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const check = () => {
      cancelIdle?.();
      cancelIdle =
        queryClient.isFetching() === 0
          ? whenIdle(() => {
              stop();
              latest.current();
            })
          : undefined;
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    const stop = () => {
      unsubscribe();
      cancelIdle?.();
    };
    check();
    return stop;
  }, [queryClient]);
}
