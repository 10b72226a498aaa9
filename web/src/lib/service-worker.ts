/** §9: the service worker lives at /sw.js; §8: its registration errors are only logged. */
export const SERVICE_WORKER_PATH = '/sw.js';

interface Container {
  register(url: string): Promise<unknown>;
  getRegistrations(): Promise<readonly { unregister(): Promise<boolean> }[]>;
}

/**
 * Registers /sw.js in a build; in development (vite's own server, modules unhashed) any worker
 * left from a build is unregistered instead, so it cannot stand between the developer and the code.
 */
export async function registerServiceWorker(
  enabled: boolean,
  container: Container | undefined = globalThis.navigator?.serviceWorker,
): Promise<void> {
  if (!container) return;
  try {
    if (enabled) await container.register(SERVICE_WORKER_PATH);
    else
      await Promise.all(
        (await container.getRegistrations()).map((registration) => registration.unregister()),
      );
  } catch (error) {
    console.warn('service worker registration failed', error);
  }
}
