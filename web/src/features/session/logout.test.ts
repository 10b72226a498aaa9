import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const steps: string[] = [];

vi.mock('../../lib/auth', () => ({
  getRefreshToken: vi.fn(async () => {
    steps.push('refresh-token');
    return 'rt-1';
  }),
  logoutIdentity: vi.fn(async () => void steps.push('identity-sign-out')),
}));
vi.mock('../../lib/api-client', () => ({
  request: vi.fn(
    async (_entry: unknown, input: { body: unknown }) =>
      void steps.push(`logout-endpoint ${JSON.stringify(input.body)}`),
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  steps.length = 0;
});

describe('logout (§4)', () => {
  it('[R4-06] refresh token, logout endpoint, identity sign-out, then session storage, cache, cookies and brand context', async () => {
    const session = new Map([
      ['userContext', '{}'],
      ['toast-flash', '[]'],
    ]);
    const local = new Map([
      ['h_brand_id', 'CH-1'],
      ['h_enterprise_id', 'GP-1'],
      ['h_brand_theme', '{}'],
      ['h_storage-policy', '[]'],
      ['other', 'x'],
    ]);
    let cookies = ['userContext=1', 'storage-policy-banner=answered'];
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => session.get(k) ?? null,
      setItem: (k: string, v: string) => void session.set(k, v),
      removeItem: (k: string) => void session.delete(k),
      clear: () => {
        steps.push('session-storage');
        session.clear();
      },
    });
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => local.get(k) ?? null,
      setItem: (k: string, v: string) => void local.set(k, v),
      removeItem: (k: string) => void local.delete(k),
    });
    vi.stubGlobal('document', {
      // No served api-url meta tag (config/env.ts looks for one).
      querySelector: () => null,
      get cookie() {
        return cookies.join('; ');
      },
      set cookie(value: string) {
        const name = value.split('=')[0] ?? '';
        if (value.includes('Max-Age=0')) cookies = cookies.filter((c) => !c.startsWith(`${name}=`));
      },
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['x'], 1);
    const { logoutSession } = await import('./logout');
    await logoutSession(queryClient);
    expect(steps).toEqual([
      'refresh-token',
      'logout-endpoint {"refresh_token":"rt-1"}',
      'identity-sign-out',
      'session-storage',
    ]);
    expect(queryClient.getQueryData(['x'])).toBeUndefined();
    expect(cookies).toEqual(['storage-policy-banner=answered']);
    // The brand context includes a gid link's enterprise and the remembered brand colours [R2-05].
    expect(local.has('h_brand_id')).toBe(false);
    expect(local.has('h_enterprise_id')).toBe(false);
    expect(local.has('h_brand_theme')).toBe(false);
    expect(local.get('h_storage-policy')).toBe('[]');
    expect(session.get('toast-flash')).toBe('[]');
  });

  it('[R4-06] [R4-14] a second logout while one is under way joins it: one logout call, one identity sign-out', async () => {
    vi.stubGlobal('sessionStorage', {
      clear: () => undefined,
      getItem: () => null,
      setItem: () => undefined,
      removeItem: () => undefined,
    });
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => undefined,
      removeItem: () => undefined,
    });
    vi.stubGlobal('document', { querySelector: () => null, cookie: '' });
    const { logoutSession } = await import('./logout');
    const queryClient = new QueryClient();
    const first = logoutSession(queryClient);
    const second = logoutSession(queryClient);
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(steps.filter((s) => s.startsWith('logout-endpoint'))).toHaveLength(1);
    expect(steps.filter((s) => s === 'identity-sign-out')).toHaveLength(1);
    // Done: the next logout is a new one.
    await logoutSession(queryClient);
    expect(steps.filter((s) => s === 'identity-sign-out')).toHaveLength(2);
  });
});
