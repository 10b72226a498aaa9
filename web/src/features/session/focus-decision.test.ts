import { describe, expect, it } from 'vitest';
import {
  focusDecision,
  isPaused,
  pausedReloadTarget,
  SESSION_TIMEOUT_TOAST_MS,
  timeoutLogoutUrl,
} from './focus-decision';

const base = { activeSub: 's1', knownSub: 's1', userKnown: true, impersonating: false };

describe('window focus (§4)', () => {
  it('[R4-02] [R4-03] the token gone → logout with ref and brand, toast only if a user was known, 5000 ms', () => {
    expect(focusDecision({ ...base, activeSub: null })).toEqual({ kind: 'timed-out', toast: true });
    expect(focusDecision({ ...base, activeSub: null, userKnown: false })).toEqual({
      kind: 'timed-out',
      toast: false,
    });
    expect(focusDecision({ ...base, activeSub: null, knownSub: null, userKnown: false })).toEqual({
      kind: 'none',
    });
    expect(timeoutLogoutUrl('/schedule?x=1', 'CH-1')).toBe(
      '/user/logout?ref=%2Fschedule%3Fx%3D1&brand=CH-1',
    );
    expect(timeoutLogoutUrl('/schedule', null)).toBe('/user/logout?ref=%2Fschedule');
    expect(SESSION_TIMEOUT_TOAST_MS).toBe(5000);
  });

  it('[R4-04] the active user changed or impersonation on → reset and refetch', () => {
    expect(focusDecision({ ...base, activeSub: 's2' })).toEqual({ kind: 'refetch-user' });
    expect(focusDecision({ ...base, impersonating: true })).toEqual({ kind: 'refetch-user' });
    expect(focusDecision(base)).toEqual({ kind: 'none' });
  });

  it('[R4-05] [R2-18] a different user than the first pauses; Ok reloads to /dashboard or /schedule', () => {
    expect(isPaused('u1', 'u2')).toBe(true);
    expect(isPaused('u1', 'u1')).toBe(false);
    expect(isPaused(null, 'u2')).toBe(false);
    expect(pausedReloadTarget(true)).toBe('/dashboard');
    expect(pausedReloadTarget(false)).toBe('/schedule');
  });
});
