import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { ENVIRONMENTS, loginConfigFor, SPECIAL_LOGIN_CLIENT } from './environments';

describe('env', () => {
  it('fills the defaults and derives the hosts from the API URL', () => {
    const env = parseEnv({ VITE_API_URL: 'http://localhost:4010', MODE: 'production', PROD: true });
    expect(env).toMatchObject({
      environment: 'local',
      apiUrl: 'http://localhost:4010',
      userPoolId: 'local_MockPool1',
      userPoolClientId: 'mockwebclient',
      userPoolEndpoint: 'http://localhost:4010/cognito/',
      productName: 'Harbor',
      corporateHost: 'http://localhost:4010/__corporate',
      legacyHost: 'http://localhost:4010/__legacy',
      systemName: 'HARBOR_WEB',
      primaryVariant: true,
      referrerHeader: undefined,
      authService: 'in-app',
      authIframeHost: undefined,
      cookiesHost: null,
      storageKeyPrefix: 'h_',
    });
  });

  it('takes the values that are set', () => {
    const env = parseEnv({
      VITE_API_URL: 'https://api.example.com',
      VITE_APP_VARIANT: 'qsr',
      VITE_REFERRER_HEADER: 'x-referrer',
      VITE_AUTH_SERVICE: 'frame',
      VITE_AUTH_IFRAME_HOST: 'https://auth.example.com',
      VITE_CORPORATE_HOST: 'https://corp.example.com',
    });
    expect(env.primaryVariant).toBe(false);
    expect(env.referrerHeader).toBe('x-referrer');
    expect(env.authService).toBe('frame');
    expect(env.authIframeHost).toBe('https://auth.example.com');
    expect(env.corporateHost).toBe('https://corp.example.com');
  });

  it('refuses a missing or malformed URL and a value that is not a string', () => {
    expect(() => parseEnv({})).toThrow(/VITE_API_URL/);
    expect(() => parseEnv({ VITE_API_URL: 'not a url' })).toThrow(/VITE_API_URL/);
    expect(() => parseEnv({ VITE_API_URL: 'http://x', VITE_AUTH_IFRAME_HOST: 'nope' })).toThrow(
      /VITE_AUTH_IFRAME_HOST/,
    );
    expect(() => parseEnv({ VITE_API_URL: 'http://x', VITE_PRODUCT_NAME: 3 })).toThrow(
      /VITE_PRODUCT_NAME/,
    );
  });

  it('[R9-14] local, dev, prep, beta, uat and production, chosen at build time; local is the offline default', () => {
    expect(ENVIRONMENTS).toEqual(['local', 'dev', 'prep', 'beta', 'uat', 'production']);
    const offline = parseEnv({ VITE_API_URL: 'http://localhost:4010' });
    expect(offline.environment).toBe('local');
    expect(offline.apiUrl).toBe('http://localhost:4010');
    expect(offline.amplifyAuthHost).toBe('http://localhost:4010/cognito');
    const hosted = ENVIRONMENTS.filter((name) => name !== 'local').map((name) =>
      parseEnv({ VITE_API_URL: 'http://localhost:4010', VITE_APP_ENV: name }),
    );
    for (const env of hosted) {
      // A hosted build never talks to the mock server, whatever the build machine's VITE_API_URL.
      expect(env.apiUrl).not.toContain('localhost');
      expect(new URL(env.apiUrl).protocol).toBe('https:');
      expect(new URL(env.authIframeHost ?? '').protocol).toBe('https:');
      expect(new URL(env.amplifyAuthHost).protocol).toBe('https:');
      expect(env.cookiesHost).toMatch(/^\./);
      expect(env.apiUrl.endsWith(env.cookiesHost?.slice(1) ?? '?')).toBe(true);
      expect(env.storageKeyPrefix.startsWith('h_')).toBe(true);
    }
    // Each environment has hosts, a pool and storage keys of its own.
    for (const key of ['apiUrl', 'cookiesHost', 'storageKeyPrefix', 'userPoolId'] as const) {
      expect(new Set(hosted.map((env) => env[key])).size).toBe(hosted.length);
    }
    expect(hosted.find((env) => env.environment === 'production')?.storageKeyPrefix).toBe('h_');
    expect(() => parseEnv({ VITE_API_URL: 'http://x', VITE_APP_ENV: 'staging' })).toThrow(
      /VITE_APP_ENV must be one of local, dev/,
    );
  });

  it('[R9-14] the login configuration is chosen by client id; one special client has its own', () => {
    for (const name of ENVIRONMENTS) {
      const env = parseEnv({ VITE_API_URL: 'http://localhost:4010', VITE_APP_ENV: name });
      expect(loginConfigFor(env, null)).toBe(env.login.default);
      expect(loginConfigFor(env, 'acme-kiosk')).toBe(env.login.default);
      const special = loginConfigFor(env, SPECIAL_LOGIN_CLIENT);
      expect(special).toBe(env.login.special);
      expect(special.redirectSignIn).not.toBe(env.login.default.redirectSignIn);
      if (name !== 'local')
        expect(special.userPoolClientId).not.toBe(env.login.default.userPoolClientId);
      expect(env.userPoolClientId).toBe(env.login.default.userPoolClientId);
    }
  });
});

describe('cookie host', () => {
  it("[R9-14] cookies are written for the environment's cookie host, host-only offline", async () => {
    const { cookieScope } = await import('../lib/cookies');
    expect(cookieScope('.harbor-workforce.test')).toBe('; path=/; Domain=.harbor-workforce.test');
    expect(cookieScope(null)).toBe('; path=/');
  });
});
