/**
 * A route module that fails to load (usually a deploy replaced its chunk) reloads the page once
 * [R8-12]. The flag in session storage stops a loop: a second failure right after the reload is
 * thrown to the error page instead; a successful load clears it.
 */
const FLAG = 'lazy-reload-attempted';

export function withReloadOnce<T>(load: () => Promise<T>, reload: () => void = () => window.location.reload()) {
  return async (): Promise<T> => {
    try {
      const mod = await load();
      globalThis.sessionStorage?.removeItem(FLAG);
      return mod;
    } catch (error) {
      if (globalThis.sessionStorage?.getItem(FLAG)) {
        globalThis.sessionStorage.removeItem(FLAG);
        throw error;
      }
      globalThis.sessionStorage?.setItem(FLAG, '1');
      reload();
      return new Promise<T>(() => undefined);
    }
  };
}
