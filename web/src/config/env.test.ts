import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('env', () => {
  it('fills the defaults and derives the hosts from the API URL', () => {
    const env = parseEnv({ VITE_API_URL: 'http://localhost:4010', MODE: 'production', PROD: true });
    expect(env).toEqual({
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
    expect(() => parseEnv({ VITE_API_URL: 'http://x', VITE_AUTH_IFRAME_HOST: 'nope' })).toThrow(/VITE_AUTH_IFRAME_HOST/);
    expect(() => parseEnv({ VITE_API_URL: 'http://x', VITE_PRODUCT_NAME: 3 })).toThrow(/VITE_PRODUCT_NAME/);
  });
});
