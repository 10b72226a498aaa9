import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resumes after the current task, not in its microtasks', async () => {
    const order: string[] = [];
    const resumed = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    queueMicrotask(() => order.push('microtask'));
    await resumed;
    expect(order).toEqual(['microtask', 'next task']);
  });
});
