/**
 * A route module that fails to load (usually a deploy replaced its chunk) reloads the page once
 *. The flag in session storage names the module that asked for the reload: when that same
 * module fails again right after, the error goes to the error page instead of looping; when it
 * loads, the flag is cleared. Another module loading (a parent layout loads before its page) must
 * not clear it, or a page whose chunk is gone would reload for ever.
 */
const FLAG = 'lazy-reload-attempted';

export function withReloadOnce<T>(
  load: () => Promise<T>,
  reload: () => void = () => window.location.reload(),
  moduleKey = 'route',
) {
  const attempt = async (): Promise<T> => {
    const storage = globalThis.sessionStorage;
    try {
      const mod = await load();
      if (storage?.getItem(FLAG) === moduleKey) storage.removeItem(FLAG);
      return mod;
    } catch (error) {
      // Offline, the module is not gone but out of reach, and a reload would swap the app (and its
      // offline banner) for the browser's own error page: it loads again once the connection is back.
      if (globalThis.navigator?.onLine === false) {
        await new Promise((online) =>
          globalThis.addEventListener('online', online, { once: true }),
        );
        return attempt();
      }
      if (storage?.getItem(FLAG) === moduleKey) {
        storage.removeItem(FLAG);
        throw error;
      }
      storage?.setItem(FLAG, moduleKey);
      reload();
      return new Promise<T>(() => undefined);
    }
  };
  return attempt;
}
