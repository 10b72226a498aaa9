import { beforeEach, describe, expect, it, vi } from 'vitest';

const holder = globalThis as { __zod_globalConfig?: unknown };

describe('zod without its compiled parsers (the CSP allows no eval)', () => {
  beforeEach(() => {
    vi.resetModules();
    delete holder.__zod_globalConfig;
  });

  it('zod reads the flag set before its first module runs', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });

  it('zod reads the flag set after it runs', async () => {
    const { config } = await import('zod');
    await import('./zod-jitless');
    expect(config().jitless).toBe(true);
  });
});
