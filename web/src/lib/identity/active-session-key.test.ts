import { describe, expect, it } from 'vitest';
import { activeSessionKey } from './active-session-key';

describe('active session key (§8)', () => {
  it('[R8-06] reads who is signed in from the shared store, null when nobody is', () => {
    const store = new Map([['CognitoIdentityServiceProvider.web.LastAuthUser', 'u-1']]);
    const storage = { getItem: (key: string) => store.get(key) ?? null };
    expect(activeSessionKey('web', storage)).toBe('u-1');
    expect(activeSessionKey('other', storage)).toBeNull();
  });

  it("[R8-06] storage that cannot be read raises 'Error while getting active session key'", () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(() => activeSessionKey('web', blocked)).toThrow(
      new Error('Error while getting active session key'),
    );
    try {
      activeSessionKey('web', blocked);
    } catch (error) {
      expect((error as Error).cause).toBeInstanceOf(DOMException);
    }
    expect(() => activeSessionKey('web', undefined)).toThrow(
      'Error while getting active session key',
    );
  });
});
