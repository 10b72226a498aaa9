import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST_MS, showToast, useToastStore } from './toast-store';

afterEach(() => {
  vi.useRealTimers();
  useToastStore.setState({ toasts: [] });
});

describe('toasts (§2, §9)', () => {
  it('[R2-28] [R9-02] toasts stack, can be dismissed and leave after 3500 ms by default', () => {
    vi.useFakeTimers();
    expect(DEFAULT_TOAST_MS).toBe(3500);
    const first = showToast({ message: 'Saved', variant: 'success' });
    showToast({ message: 'Careful', variant: 'warning', duration: 5000 });
    const third = showToast({ message: 'Hello' });
    expect(useToastStore.getState().toasts.map((t) => t.variant)).toEqual(['success', 'warning', 'info']);
    useToastStore.getState().dismiss(third);
    expect(useToastStore.getState().toasts).toHaveLength(2);
    vi.advanceTimersByTime(3499);
    expect(useToastStore.getState().toasts.map((t) => t.id)).toContain(first);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Careful']);
    vi.advanceTimersByTime(1500);
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
