import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasStoredSession, readStoredAccessToken } from './stored-session';

/** A localStorage stand-in holding the given keys. */
function storageWith(entries: Record<string, string>) {
  return { getItem: (key: string) => entries[key] ?? null };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a stored Amplify session, read without the SDK', () => {
  it("is there when Amplify's LastAuthUser key for this client is set", () => {
    vi.stubGlobal(
      'localStorage',
      storageWith({ 'CognitoIdentityServiceProvider.client-1.LastAuthUser': 'ana' }),
    );
    expect(hasStoredSession('client-1')).toBe(true);
  });

  it('is not there for a visitor, nor for another app client', () => {
    vi.stubGlobal(
      'localStorage',
      storageWith({ 'CognitoIdentityServiceProvider.other.LastAuthUser': 'ana' }),
    );
    expect(hasStoredSession('client-1')).toBe(false);
  });

  it('leaves the answer to Amplify when storage cannot be read', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
    });
    expect(hasStoredSession('client-1')).toBe(true);
  });
});

describe("the stored access token, read from Amplify's keys without the SDK", () => {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const token = `${part({ alg: 'RS256' })}.${part({ sub: 'sub-1', exp: 2_000_000_000 })}.signature`;
  const keys = 'CognitoIdentityServiceProvider.client-1';

  it("reads the signed-in user's token, its claims and Amplify's clock drift", () => {
    const store = storageWith({
      [`${keys}.LastAuthUser`]: 'ana',
      [`${keys}.ana.accessToken`]: token,
      [`${keys}.ana.clockDrift`]: '-1500',
    });
    expect(readStoredAccessToken('client-1', store)).toEqual({
      token,
      claims: { sub: 'sub-1', exp: 2_000_000_000 },
      clockDriftMs: -1500,
    });
  });

  it('is null with no signed-in user, no token, or a token that is not a JWT, so Amplify answers', () => {
    expect(readStoredAccessToken('client-1', storageWith({}))).toBeNull();
    expect(
      readStoredAccessToken('client-1', storageWith({ [`${keys}.LastAuthUser`]: 'ana' })),
    ).toBeNull();
    const garbled = storageWith({
      [`${keys}.LastAuthUser`]: 'ana',
      [`${keys}.ana.accessToken`]: 'not-a-jwt',
    });
    expect(readStoredAccessToken('client-1', garbled)).toBeNull();
  });

  it('reads the new claims once the stored token is replaced (a refresh, another user)', () => {
    const signedIn = (accessToken: string) =>
      storageWith({ [`${keys}.LastAuthUser`]: 'ana', [`${keys}.ana.accessToken`]: accessToken });
    const refreshed = `${part({ alg: 'RS256' })}.${part({ sub: 'sub-1', exp: 2_000_000_600 })}.signature`;
    expect(readStoredAccessToken('client-1', signedIn(token))?.claims.exp).toBe(2_000_000_000);
    expect(readStoredAccessToken('client-1', signedIn(refreshed))?.claims.exp).toBe(2_000_000_600);
    expect(readStoredAccessToken('client-1', signedIn(token))?.claims.exp).toBe(2_000_000_000);
  });
});
