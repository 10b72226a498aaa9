import { afterEach, describe, expect, it, vi } from 'vitest';

/** What the mocked modules saw, and the form of identity service the config names. */
const seen = vi.hoisted(() => ({
  steps: [] as string[],
  authService: 'in-app',
  storedSession: true,
  /** What Amplify's store holds for the signed-in user, read without the SDK. */
  storedToken: null as null | {
    token: string;
    claims: { exp?: number; sub?: string };
    clockDriftMs: number;
  },
}));

vi.mock('../config/env', () => ({
  env: {
    get authService() {
      return seen.authService;
    },
    authIframeHost: 'http://auth.test',
    userPoolClientId: 'client-1',
    login: {
      default: { userPoolClientId: 'client-1' },
      special: { userPoolClientId: 'client-special' },
    },
  },
}));
vi.mock('./identity/stored-session', () => ({
  hasStoredSession: () => seen.storedSession,
  readStoredAccessToken: (clientId: string) => (clientId === 'client-1' ? seen.storedToken : null),
}));
vi.mock('./storage', () => ({
  readItem: (key: string) => (key === 'client_id' ? 'kiosk-7' : null),
}));
vi.mock('./identity/amplify', () => {
  seen.steps.push('amplify loaded');
  return {
    configureAuth: () => void seen.steps.push('amplify configured'),
    getRefreshToken: async () => 'refresh-1',
    currentAccessClaims: async () => ({ sub: 'from-amplify' }),
    logoutIdentity: async () => void seen.steps.push('amplify sign-out'),
    inAppIdentity: {
      login: async (username: string) => ({ isSignedIn: true, username }),
      getAccessToken: async () => 'in-app-token',
      refresh: async () => 'in-app-refreshed',
      changePassword: async () => undefined,
      clearKeys: async () => undefined,
    },
  };
});
vi.mock('./identity/frame-service', () => ({
  connectFrameService: (host: string, clientId: string | null) => {
    seen.steps.push(`frame ${host} ${clientId}`);
    return {
      login: async () => ({ isSignedIn: true }),
      getAccessToken: async () => 'frame-token',
      refresh: async () => 'frame-refreshed',
      changePassword: async () => undefined,
      clearKeys: async () => undefined,
    };
  },
}));

afterEach(() => {
  seen.steps.length = 0;
  seen.storedToken = null;
  vi.resetModules();
});

describe('identity provider loading (aws-amplify outside the entry chunk)', () => {
  it('loads and configures Amplify once, on the sign-in form or on first use, then forwards the calls', async () => {
    seen.authService = 'in-app';
    seen.storedSession = true;
    const auth = await import('./auth');
    expect(seen.steps).toEqual([]);
    auth.preloadIdentity();
    expect(await auth.getAccessToken()).toBe('in-app-token');
    expect(await auth.refreshSession()).toBe('in-app-refreshed');
    expect(await auth.login('ana@demo.test', 'pw')).toEqual({
      isSignedIn: true,
      username: 'ana@demo.test',
    });
    expect(await auth.getRefreshToken()).toBe('refresh-1');
    await auth.logoutIdentity();
    expect(seen.steps).toEqual(['amplify loaded', 'amplify configured', 'amplify sign-out']);
  });

  it('answers no token without loading Amplify while it holds no session', async () => {
    seen.authService = 'in-app';
    seen.storedSession = false;
    const auth = await import('./auth');
    expect(await auth.getAccessToken()).toBeNull();
    expect(seen.steps).toEqual([]);
  });

  it('starts loading Amplify at start-up only for a stored session, and never in frame mode', async () => {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    for (const [authService, storedSession, steps] of [
      ['in-app', true, ['amplify configured']],
      ['in-app', false, []],
      ['frame', true, []],
    ] as const) {
      seen.authService = authService;
      seen.storedSession = storedSession;
      vi.resetModules();
      seen.steps.length = 0;
      const auth = await import('./auth');
      auth.preloadStoredSession();
      await settle();
      // The mocked module may come from an earlier test's cache: its configuration shows the load.
      expect(
        seen.steps.filter((step) => step !== 'amplify loaded'),
        `${authService}, stored session ${storedSession}`,
      ).toEqual(steps);
    }
  });

  it('in frame mode puts the /ilm frame in place at the first call and asks it, without Amplify', async () => {
    seen.authService = 'frame';
    const auth = await import('./auth');
    const first = auth.getAccessToken();
    const second = auth.refreshSession();
    expect(await first).toBe('frame-token');
    expect(await second).toBe('frame-refreshed');
    expect(seen.steps).toEqual(['frame http://auth.test kiosk-7']);
  });

  describe('a stored token still good is sent without Amplify', () => {
    const nowS = () => Math.floor(Date.now() / 1000);
    const stored = (exp: number, clockDriftMs = 0) => ({
      token: `token-${exp}`,
      claims: { exp, sub: 'sub-1' },
      clockDriftMs,
    });

    it('[R4-08] sends a token good for more than 60 s as stored: Amplify is neither loaded nor preloaded', async () => {
      seen.authService = 'in-app';
      seen.storedSession = true;
      seen.storedToken = stored(nowS() + 3600);
      const auth = await import('./auth');
      auth.preloadStoredSession();
      expect(await auth.getAccessToken()).toBe(seen.storedToken.token);
      expect(await auth.currentAccessClaims()).toEqual({
        exp: seen.storedToken.claims.exp,
        sub: 'sub-1',
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(seen.steps).toEqual([]);
    });

    it('[R4-08] asks Amplify (which refreshes) for a token expiring within 60 s, by the server clock too', async () => {
      seen.authService = 'in-app';
      seen.storedSession = true;
      for (const token of [stored(nowS() + 30), stored(nowS() + 120, 90_000)]) {
        vi.resetModules();
        seen.steps.length = 0;
        seen.storedToken = token;
        const auth = await import('./auth');
        auth.preloadStoredSession();
        expect(
          await auth.getAccessToken(),
          `exp in ${token.claims.exp - nowS()} s, drift ${token.clockDriftMs} ms`,
        ).toBe('in-app-token');
        expect(seen.steps.filter((step) => step !== 'amplify loaded')).toEqual([
          'amplify configured',
        ]);
      }
    });
  });
});
