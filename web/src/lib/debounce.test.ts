import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, DEFAULT_DEBOUNCE_MS } from './debounce';

describe('debounce (§9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('[R9-12] waits 300 ms by default and calls once with the last arguments', () => {
    const fn = vi.fn();
    const run = debounce(fn);
    run(1);
    run(2);
    vi.advanceTimersByTime(DEFAULT_DEBOUNCE_MS - 1);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledWith(2);
    expect(DEFAULT_DEBOUNCE_MS).toBe(300);
  });

  it('[R9-12] takes another wait and can be cancelled', () => {
    const fn = vi.fn();
    const run = debounce(fn, 100);
    run('a');
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledWith('a');
    run('b');
    run.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledOnce();
  });
});
