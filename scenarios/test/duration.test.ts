import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from '../src/duration.ts';
import { callPattern, FaultRuleSchema, patternToRegExp } from '../src/faults.ts';

describe('durations and patterns', () => {
  it('reads durations in ms, s, m, h, d, combined and negative', () => {
    expect(parseDuration('10m')).toBe(600_000);
    expect(parseDuration('1h30m')).toBe(5_400_000);
    expect(parseDuration('-5m')).toBe(-300_000);
    expect(parseDuration('250')).toBe(250);
    expect(parseDuration('2d')).toBe(172_800_000);
    expect(parseDuration('soon')).toBeNull();
    expect(parseDuration('10 minutes')).toBeNull();
  });

  it('formats offsets compactly', () => {
    expect(formatDuration(0)).toBe('0');
    expect(formatDuration(5_400_000)).toBe('+1h 30m');
    expect(formatDuration(-300_000)).toBe('-5m');
    expect(formatDuration(1500)).toBe('+1s 500ms');
  });

  it('matches path globs where * spans anything, anchored', () => {
    expect(patternToRegExp('/v1/users/*').test('/v1/users/info')).toBe(true);
    expect(patternToRegExp('/v1/users/*').test('/v2/users/info')).toBe(false);
    expect(patternToRegExp('/v*').test('/v3/brands/B/users')).toBe(true);
    expect(patternToRegExp('/v1/rum_settings').test('/v1/rum_settings/x')).toBe(false);
    expect(patternToRegExp('/v1/a.b').test('/v1/aXb')).toBe(false);
  });

  it('matches a call pattern by method, when it names one, and by the path or the route template', () => {
    const publish = callPattern('post /v1/brands/*/shifts/publish');
    expect(publish('POST', '/v1/brands/CH-1/shifts/publish', null)).toBe(true);
    expect(publish('GET', '/v1/brands/CH-1/shifts/publish', null)).toBe(false);
    const users = callPattern('/v1/brands/:brandId/users');
    expect(users('GET', '/v1/brands/CH-1/users', '/v1/brands/:brandId/users')).toBe(true);
    expect(users('DELETE', '/v1/brands/CH-1/users', null)).toBe(false);
  });

  it('validates fault rules', () => {
    expect(FaultRuleSchema.safeParse({ kind: 'error', pattern: '*', share: 0.2 }).success).toBe(
      true,
    );
    expect(FaultRuleSchema.safeParse({ kind: 'hang', pattern: '*', share: 1.5 }).success).toBe(
      false,
    );
    expect(
      FaultRuleSchema.safeParse({ kind: 'latency', pattern: '*', min_ms: 10, max_ms: 5 }).success,
    ).toBe(false);
  });
});
