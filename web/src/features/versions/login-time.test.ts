import { beforeEach, describe, expect, it } from 'vitest';
import { clearItems } from '../../lib/storage';
import { loginTimeOf, rememberLoginTime } from './login-time';
import { versionDecision } from './version-decision';
import { stubLocalStorage } from '../../lib/testing/memory-local-storage';

let data: Map<string, string>;
beforeEach(() => {
  data = stubLocalStorage();
  clearItems();
});

describe('login time (§3, §4)', () => {
  it('[R4-14] the loginTime item keeps the login-time answer, so a revoke is judged before that answer arrives again', () => {
    expect(loginTimeOf(undefined)).toBeNull();
    rememberLoginTime({ login_time: '2026-11-24T10:00:00Z' });
    expect(data.get('h_loginTime')).toBe(String(Date.parse('2026-11-24T10:00:00Z')));
    // A reload: the answer is not back yet, the stored time stands in.
    const loginTime = loginTimeOf(undefined);
    expect(loginTime).toBe(Date.parse('2026-11-24T10:00:00Z'));
    const revoked = {
      version: 225,
      effective_on: null,
      force_update: false,
      maintenance: {
        status: 'OUT_OF_MAINTENANCE',
        post_maintenance_action: 'REVOKE_SESSION',
        post_maintenance_action_time: '2026-11-24T10:30:00Z',
      },
    };
    const ctx = {
      now: Date.parse('2026-11-24T12:00:00Z'),
      loadedAt: 0,
      pathname: '/schedule',
      href: 'http://x/schedule',
      brandId: 'CH-1',
      userId: 'u1',
      services: [],
    };
    expect(versionDecision(revoked, { ...ctx, loginTime })).toBe('logout');
    expect(loginTimeOf({ login_time: '2026-11-24T11:00:00Z' })).toBe(
      Date.parse('2026-11-24T11:00:00Z'),
    );
    data.set('h_loginTime', 'garbage');
    expect(loginTimeOf(undefined)).toBeNull();
  });
});
