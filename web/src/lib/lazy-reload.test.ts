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
    await expect(withReloadOnce(() => Promise.resolve({ ok: 1 }), reload)()).resolves.toEqual({ ok: 1 });
    expect(reload).not.toHaveBeenCalled();
  });
});
