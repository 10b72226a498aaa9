import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_PATH } from './service-worker';

afterEach(() => vi.restoreAllMocks());

const container = (register: (url: string) => Promise<unknown>) => {
  const unregister = vi.fn(async () => true);
  return {
    register: vi.fn(register),
    getRegistrations: vi.fn(async () => [{ unregister }]),
    unregister,
  };
};

describe('service worker (§9, §8)', () => {
  it('[R9-07] a build registers the worker at /sw.js', async () => {
    const sw = container(async () => ({}));
    await registerServiceWorker(true, sw);
    expect(SERVICE_WORKER_PATH).toBe('/sw.js');
    expect(sw.register).toHaveBeenCalledWith('/sw.js');
    expect(sw.unregister).not.toHaveBeenCalled();
  });

  it('[R9-07] a failed registration is only logged (§8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('SecurityError');
    await expect(
      registerServiceWorker(
        true,
        container(async () => Promise.reject(failure)),
      ),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('service worker registration failed', failure);
  });

  it('[R9-07] development unregisters any worker instead of registering one', async () => {
    const sw = container(async () => ({}));
    await registerServiceWorker(false, sw);
    expect(sw.register).not.toHaveBeenCalled();
    expect(sw.unregister).toHaveBeenCalled();
    await expect(registerServiceWorker(true, undefined)).resolves.toBeUndefined();
  });
});
