import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescedNotifications } from './coalesced-notifications';

describe('query notifications share one task', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs every notification scheduled before its task in that one task, in order', () => {
    const schedule = createCoalescedNotifications();
    const browserTimeout = vi.spyOn(globalThis, 'setTimeout');
    const told: string[] = [];
    schedule(() => told.push('week'));
    schedule(() => told.push('team'));
    schedule(() => told.push('labour'));
    expect(browserTimeout).toHaveBeenCalledTimes(1);
    expect(told).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(told).toEqual(['week', 'team', 'labour']);
  });

  it('a notification after the task ran waits for a task of its own', () => {
    const schedule = createCoalescedNotifications();
    const told: string[] = [];
    schedule(() => told.push('first'));
    vi.advanceTimersByTime(0);
    schedule(() => told.push('second'));
    expect(told).toEqual(['first']);
    vi.advanceTimersByTime(0);
    expect(told).toEqual(['first', 'second']);
  });

  it('one notification that throws neither stops the others nor is swallowed', () => {
    const schedule = createCoalescedNotifications();
    const told: string[] = [];
    schedule(() => {
      throw new Error('a component failed');
    });
    schedule(() => told.push('after'));
    const browserTimeout = vi.spyOn(globalThis, 'setTimeout');
    vi.advanceTimersByTime(0);
    expect(told).toEqual(['after']);
    const [rethrow] = browserTimeout.mock.calls[0] ?? [];
    expect(rethrow).toThrow('a component failed');
  });
});
