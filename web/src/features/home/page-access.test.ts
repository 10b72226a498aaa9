import { describe, expect, it, vi } from 'vitest';
import { checkPageAccess, PAGE_ACCESS_DELAY_MS, PAGE_ACCESS_TRIES } from './page-access';

describe('page access guard (§6)', () => {
  it('[R6-10] tries the checker 3 times 1 s apart, then gives up', async () => {
    const waits: number[] = [];
    const checker = vi.fn(async () => false);
    expect(await checkPageAccess(checker, async (ms) => void waits.push(ms))).toBe(false);
    expect(checker).toHaveBeenCalledTimes(PAGE_ACCESS_TRIES);
    expect(waits).toEqual([PAGE_ACCESS_DELAY_MS, PAGE_ACCESS_DELAY_MS]);
    expect(PAGE_ACCESS_DELAY_MS).toBe(1000);
  });

  it('[R6-10] an error counts as a failed try; a later success lets the page in', async () => {
    let calls = 0;
    const checker = async () => {
      calls += 1;
      if (calls === 1) throw new Error('policy not loaded');
      return calls === 2;
    };
    expect(await checkPageAccess(checker, async () => undefined)).toBe(true);
    expect(calls).toBe(2);
  });
});
