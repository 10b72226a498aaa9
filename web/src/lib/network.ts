/** §9 network helpers: the batch queue with the spec's defaults (debounce lives in debounce.ts). */

export const BATCH_DELAY_MS = 10;
export const BATCH_MAX = 50;

/** After a failed flush the delay doubles plus 50 ms. */
export const nextBatchDelay = (delay: number) => delay * 2 + 50;

export interface BatchQueueOptions<T> {
  flush: (items: T[]) => Promise<void>;
  delay?: number;
  max?: number;
  schedule?: (run: () => void, ms: number) => void;
}

/**
 * Collects items and flushes them together: after `delay` ms, or at once when `max` are waiting.
 * A failed batch goes back to the front of the queue and the wait grows; a success resets it.
 */
export function createBatchQueue<T>({
  flush,
  delay = BATCH_DELAY_MS,
  max = BATCH_MAX,
  schedule = (run, ms) => void setTimeout(run, ms),
}: BatchQueueOptions<T>) {
  let queue: T[] = [];
  let currentDelay = delay;
  let scheduled = false;
  let flushing = false;

  const run = async () => {
    scheduled = false;
    if (flushing || queue.length === 0) return;
    flushing = true;
    const batch = queue.slice(0, max);
    queue = queue.slice(max);
    try {
      await flush(batch);
      currentDelay = delay;
    } catch {
      queue = [...batch, ...queue];
      currentDelay = nextBatchDelay(currentDelay);
    } finally {
      flushing = false;
    }
    if (queue.length > 0) plan();
  };
  const plan = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(() => void run(), queue.length >= max ? 0 : currentDelay);
  };
  return {
    push(item: T) {
      queue.push(item);
      plan();
    },
    get delay() {
      return currentDelay;
    },
    get size() {
      return queue.length;
    },
  };
}
