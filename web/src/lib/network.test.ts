import { afterEach, describe, expect, it, vi } from 'vitest';
import { BATCH_DELAY_MS, BATCH_MAX, createBatchQueue, nextBatchDelay } from './network';

afterEach(() => vi.useRealTimers());

describe('network helpers (§9)', () => {
  it('[R9-12] the batch queue waits 10 ms and sends at most 50 at a time', async () => {
    vi.useFakeTimers();
    const batches: number[][] = [];
    const queue = createBatchQueue<number>({ flush: async (items) => void batches.push(items) });
    for (let i = 0; i < 120; i += 1) queue.push(i);
    await vi.advanceTimersByTimeAsync(BATCH_DELAY_MS * 3);
    expect(BATCH_DELAY_MS).toBe(10);
    expect(BATCH_MAX).toBe(50);
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
  });

  it('[R9-12] after a failure the delay doubles plus 50 ms and the batch is kept', async () => {
    vi.useFakeTimers();
    let fail = true;
    const sent: number[][] = [];
    const queue = createBatchQueue<number>({
      flush: async (items) => {
        if (fail) throw new Error('down');
        sent.push(items);
      },
    });
    queue.push(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(queue.delay).toBe(70);
    expect(nextBatchDelay(70)).toBe(190);
    fail = false;
    await vi.advanceTimersByTimeAsync(69);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([[1]]);
    expect(queue.delay).toBe(10);
  });
});
