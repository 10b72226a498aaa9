import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TOAST_MS,
  keepingFlashToasts,
  restoreFlashToasts,
  showToast,
  useToastStore,
} from './toast-store';

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
    expect(useToastStore.getState().toasts.map((t) => t.variant)).toEqual([
      'success',
      'warning',
      'info',
    ]);
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

describe('toasts across a page load', () => {
  it('[R4-03] a toast that survives reload is restored for the rest of its time, even through a logout clean-up', () => {
    vi.useFakeTimers();
    const data = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
      clear: () => data.clear(),
    });
    showToast({ message: 'Timed out', variant: 'danger', duration: 5000, survivesReload: true });
    keepingFlashToasts(() => sessionStorage.clear());
    useToastStore.setState({ toasts: [] });
    vi.advanceTimersByTime(2000);
    restoreFlashToasts();
    expect(useToastStore.getState().toasts).toMatchObject([
      { message: 'Timed out', variant: 'danger', duration: 3000 },
    ]);
    vi.advanceTimersByTime(3000);
    expect(useToastStore.getState().toasts).toEqual([]);
    vi.unstubAllGlobals();
  });
});
