/**
 * A TanStack Query `TimeoutProvider` that shares one browser timer among the query timers due in
 * the same short window (Lighthouse TBT).
 *
 * Every query the app opens sets a garbage-collection timer when it is built, clears it when a
 * component subscribes, and sets a stale timer or a polling interval. Opening `/dashboard/hiring`
 * made about a hundred such browser calls in the three renders after the first paint, and each one
 * is costly on a phone (in Lighthouse's trace a quarter of those renders' main-thread time). The
 * query library asks for exactly this when timers are many: "provide a custom TimeoutProvider
 * that coalesces timeouts" (`timeoutManager.setTimeoutProvider`).
 *
 * A timer is put in the bucket of its due time rounded up to `GRAIN_MS`. A bucket owns one browser
 * timeout, set when the bucket is opened and never cleared: clearing a query timer only forgets
 * its callback, and a bucket that fires empty costs nothing. So timers fire late by less than
 * `GRAIN_MS`, never early. Short delays go to the browser as they are, because a wait of a few
 * hundred milliseconds is one a person or a test may notice.
 */
import type { TimeoutProvider } from '@tanstack/react-query';

const GRAIN_MS = 100;
/** A shorter wait (a stale timer about to run out) keeps the browser's own precision. */
const SHORTEST_COALESCED_MS = 1_000;

type Callback = () => void;
interface Entry {
  callback: Callback;
  due: number;
  /** Set for an interval: its period, so the next due time follows the last one. */
  every?: number;
}

/** A provider with its own buckets; main.tsx installs one before the query client is built. */
export function createCoalescedTimers(): TimeoutProvider<number> {
  let nextId = 1;
  const entries = new Map<number, Entry>();
  const buckets = new Map<number, Set<number>>();
  /** How to cancel each timer the browser holds directly (short delays), by our id. */
  const direct = new Map<number, () => void>();

  const place = (id: number, entry: Entry) => {
    const key = Math.ceil(entry.due / GRAIN_MS) * GRAIN_MS;
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = new Set();
      buckets.set(key, bucket);
      globalThis.setTimeout(() => fire(key), Math.max(0, key - Date.now()));
    }
    bucket.add(id);
  };

  const fire = (key: number) => {
    const ids = buckets.get(key) ?? [];
    buckets.delete(key);
    for (const id of ids) {
      const entry = entries.get(id);
      if (!entry) continue;
      if (entry.every === undefined) entries.delete(id);
      else {
        // The next tick follows the last due time, or starts afresh after a long pause.
        const now = Date.now();
        entry.due = entry.due + entry.every > now ? entry.due + entry.every : now + entry.every;
        place(id, entry);
      }
      entry.callback();
    }
  };

  const coalesce = (callback: Callback, delay: number, every?: number) => {
    const id = nextId++;
    const entry: Entry = { callback, due: Date.now() + delay, every };
    entries.set(id, entry);
    place(id, entry);
    return id;
  };

  // Only a timer the browser holds is cleared there: each browser call costs, even with no timer.
  // A bucket keeps a cancelled id until it fires, and skips it then.
  const cancel = (id: number | undefined) => {
    if (id === undefined) return;
    direct.get(id)?.();
    direct.delete(id);
    entries.delete(id);
  };

  return {
    setTimeout(callback, delay) {
      if (delay >= SHORTEST_COALESCED_MS) return coalesce(callback, delay);
      const id = nextId++;
      const handle = globalThis.setTimeout(() => {
        direct.delete(id);
        callback();
      }, delay);
      direct.set(id, () => globalThis.clearTimeout(handle));
      return id;
    },
    clearTimeout: cancel,
    setInterval(callback, delay) {
      if (delay >= SHORTEST_COALESCED_MS) return coalesce(callback, delay, delay);
      const id = nextId++;
      const handle = globalThis.setInterval(callback, delay);
      direct.set(id, () => globalThis.clearInterval(handle));
      return id;
    },
    clearInterval: cancel,
  };
}
