import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Runs `work` when the main thread is next idle, however long that takes (a page still drawing
 * comes first); returns what cancels it.
 */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work);
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 50);
  return () => clearTimeout(handle);
}

/**
 * How long no query may have fetched or changed: a page asks in waves (the session, then the
 * screen's module, then its data), and the moments between two waves are idle too. On a slow,
 * busy device a module can take a few hundred milliseconds to run between two waves; a person
 * takes longer than a second to reach for a menu after the page appears.
 */
const QUIET_MS = 1000;

/**
 * Runs `work` once, after the page has what it asked for: no query fetching or changing for a
 * while, and the main thread idle (so its answers are drawn). Work done for later (warming a menu)
 * then takes neither the network nor the main thread from the screen's own first render.
 */
export function useWhenSettled(work: () => void) {
  const queryClient = useQueryClient();
  const latest = useRef(work);
  useEffect(() => {
    latest.current = work;
  });
  useEffect(() => {
    let cancel: (() => void) | undefined;
    const check = () => {
      cancel?.();
      cancel = undefined;
      if (queryClient.isFetching() > 0) return;
      const quiet = setTimeout(() => {
        cancel = whenIdle(() => {
          stop();
          latest.current();
        });
      }, QUIET_MS);
      cancel = () => clearTimeout(quiet);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    const stop = () => {
      unsubscribe();
      cancel?.();
    };
    check();
    return stop;
  }, [queryClient]);
}
