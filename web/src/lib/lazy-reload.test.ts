import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withReloadOnce } from './lazy-reload';

beforeEach(() => {
  const data = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  });
});

describe('lazy route modules (§8)', () => {
  it('[R8-12] a module that fails to load reloads the page once, not in a loop', async () => {
    const reload = vi.fn();
    const failing = withReloadOnce(() => Promise.reject(new Error('chunk gone')), reload);
    void failing();
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(failing()).rejects.toThrow('chunk gone');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('[R8-12] a module that loads returns it and clears the guard', async () => {
    const reload = vi.fn();
    await expect(withReloadOnce(() => Promise.resolve({ ok: 1 }), reload)()).resolves.toEqual({
      ok: 1,
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('[R8-12] a parent layout loading after the reload does not re-arm its failing page: one reload, then the error', async () => {
    const reload = vi.fn();
    const layout = withReloadOnce(() => Promise.resolve({ layout: true }), reload, 'r.1');
    const page = withReloadOnce(() => Promise.reject(new Error('chunk gone')), reload, 'r.1.3');
    void page();
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    // After the reload the layout loads first, then the page fails again.
    await layout();
    await expect(page()).rejects.toThrow('chunk gone');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('[R8-12] offline, a module that fails to load waits for the connection and loads, without a reload', async () => {
    const reload = vi.fn();
    const window = new EventTarget();
    vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
    vi.stubGlobal('navigator', { onLine: false });
    const load = vi
      .fn<() => Promise<{ ok: number }>>()
      .mockRejectedValueOnce(new Error('net::ERR_INTERNET_DISCONNECTED'))
      .mockResolvedValueOnce({ ok: 1 });
    const loading = withReloadOnce(load, reload)();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    vi.stubGlobal('navigator', { onLine: true });
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toEqual({ ok: 1 });
    expect(reload).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
