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
  return async (): Promise<T> => {
    const storage = globalThis.sessionStorage;
    try {
      const mod = await load();
      if (storage?.getItem(FLAG) === moduleKey) storage.removeItem(FLAG);
      return mod;
    } catch (error) {
      if (storage?.getItem(FLAG) === moduleKey) {
        storage.removeItem(FLAG);
        throw error;
      }
      storage?.setItem(FLAG, moduleKey);
      reload();
      return new Promise<T>(() => undefined);
    }
  };
}
