import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long list's items to draw now: the first `first` as the list appears, then every
 * one in a transition right after, which React renders in slices of a few milliseconds. A screen
 * shows only its first rows; rendering all of them before the first paint kept a phone's main
 * thread busy for hundreds of milliseconds with the CPU slowed 4×. A list that grows past what is
 * drawn (another page, another week) is drawn whole again the same way.
 */
export function useDrawnInSteps(first: number, total: number): number {
  const [drawn, setDrawn] = useState(first);
  const whole = drawn >= total;
  useEffect(() => {
    if (!whole) startTransition(() => setDrawn(Infinity));
  }, [whole]);
  return drawn;
}

/**
 * Whether to draw what comes after a part of the screen: not until `ready` is true and drawn, then
 * in a transition right after, so that part is painted first. True from then on.
 */
export function useDrawnAfter(ready: boolean): boolean {
  return useDrawnInSteps(0, ready ? 1 : 0) > 0;
}
