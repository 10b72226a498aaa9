import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasStoredSession } from './stored-session';

/** A localStorage stand-in holding the given keys. */
function storageWith(entries: Record<string, string>) {
  return { getItem: (key: string) => entries[key] ?? null };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a stored Amplify session, read without the SDK (issue 14)', () => {
  it("is there when Amplify's LastAuthUser key for this client is set", () => {
    vi.stubGlobal('localStorage', storageWith({ 'CognitoIdentityServiceProvider.client-1.LastAuthUser': 'ana' }));
    expect(hasStoredSession('client-1')).toBe(true);
  });

  it('is not there for a visitor, nor for another app client', () => {
    vi.stubGlobal('localStorage', storageWith({ 'CognitoIdentityServiceProvider.other.LastAuthUser': 'ana' }));
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
