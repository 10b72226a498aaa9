import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescedTimers } from './coalesced-timers';

describe('query timers share browser timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('sets one browser timer for timers due in the same window, and fires none early', () => {
    vi.setSystemTime(1_000_050);
    const timers = createCoalescedTimers();
    const browserTimeout = vi.spyOn(globalThis, 'setTimeout');
    const fired: string[] = [];
    timers.setTimeout(() => fired.push('gc a'), 300_000);
    timers.setTimeout(() => fired.push('gc b'), 300_000);
    vi.advanceTimersByTime(30);
    timers.setTimeout(() => fired.push('gc c'), 300_000);
    expect(browserTimeout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(299_969);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(fired).toEqual(['gc a', 'gc b', 'gc c']);
  });

  it('a cleared timer never fires, and clearing costs no browser call', () => {
    const timers = createCoalescedTimers();
    const fired: string[] = [];
    const gc = timers.setTimeout(() => fired.push('gc'), 60_000);
    timers.setTimeout(() => fired.push('stale'), 60_000);
    const browserClear = vi.spyOn(globalThis, 'clearTimeout');
    timers.clearTimeout(gc);
    timers.clearTimeout(undefined);
    expect(browserClear).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_100);
    expect(fired).toEqual(['stale']);
  });

  it('an interval fires every period until cleared, without drifting', () => {
    const timers = createCoalescedTimers();
    const at: number[] = [];
    const poll = timers.setInterval(() => at.push(Date.now() - 1_000_000), 10_000);
    vi.advanceTimersByTime(30_050);
    expect(at).toEqual([10_000, 20_000, 30_000]);
    timers.clearInterval(poll);
    vi.advanceTimersByTime(30_000);
    expect(at).toHaveLength(3);
  });

  it('keeps short waits exact: the browser holds them', () => {
    const timers = createCoalescedTimers();
    const fired: string[] = [];
    timers.setTimeout(() => fired.push('short'), 250);
    const cancelled = timers.setTimeout(() => fired.push('cancelled'), 250);
    timers.clearTimeout(cancelled);
    vi.advanceTimersByTime(249);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['short']);
  });
});
