/**
 * Waits until a page has had no request in flight for a while. Playwright's `networkidle` fires
 * once per navigation and can fire in a pause where the CPU, not the network, is busy (a lazy
 * route's chunks are asked for only after the entry has run), so a bench would stop counting early.
 */
import type { Page } from '@playwright/test';

export interface NetworkWatch {
  /** Resolves once nothing has been in flight for `quietMs`; rejects after `timeoutMs`. */
  quiet(quietMs: number, timeoutMs: number): Promise<void>;
}

export function watchNetwork(page: Page): NetworkWatch {
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: (quietMs, timeoutMs) =>
      new Promise((resolve, reject) => {
        const started = Date.now();
        const check = () => {
          if (inFlight === 0 && Date.now() - lastChange >= quietMs) return resolve();
          if (Date.now() - started > timeoutMs)
            return reject(new Error(`the network was not quiet within ${timeoutMs} ms`));
          setTimeout(check, 100);
        };
        check();
      }),
  };
}
