import { afterEach, describe, expect, it, vi } from 'vitest';

function sessionStorageStub() {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  });
  return items;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('the pending MFA enrolment (§4)', () => {
  it('survives a reload through session storage, and lapses with the pending sign-in', async () => {
    const items = sessionStorageStub();
    const first = await import('./mfa-setup-store');
    first.useMfaSetupStore.getState().setPending({ sharedSecret: 'S', uri: 'otpauth://x' });
    expect(JSON.parse(items.get('harbor-mfa-setup') ?? '')).toMatchObject({
      state: { pending: { sharedSecret: 'S' } },
      version: 0,
    });

    vi.resetModules();
    const reloaded = await import('./mfa-setup-store');
    expect(reloaded.livePendingSetup(reloaded.useMfaSetupStore.getState())).toMatchObject({
      sharedSecret: 'S',
      uri: 'otpauth://x',
    });
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 3 * 60 * 1000 + 1);
    expect(reloaded.livePendingSetup(reloaded.useMfaSetupStore.getState())).toBeNull();
  });

  it('keeps the enrolment in memory where storage is refused', async () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('refused');
      },
      setItem: () => {
        throw new Error('refused');
      },
    });
    const { useMfaSetupStore } = await import('./mfa-setup-store');
    useMfaSetupStore.getState().setPending({ sharedSecret: 'S', uri: 'u' });
    expect(useMfaSetupStore.getState().pending?.sharedSecret).toBe('S');
  });
});
