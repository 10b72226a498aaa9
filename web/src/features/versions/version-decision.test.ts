import { describe, expect, it } from 'vitest';
import type { VersionContext, VersionInfoLike } from './version-decision';
import {
  DEFAULT_POLL_SECONDS,
  msUntilInvalidation,
  pollSeconds,
  rulesMatch,
  versionDecision,
  WEB_APP_VERSION,
} from './version-decision';

const now = Date.parse('2026-01-10T12:00:00Z');
const ctx: VersionContext = {
  now,
  loadedAt: now - 60_000,
  loginTime: now - 3_600_000,
  pathname: '/schedule',
  href: 'http://x/schedule',
  brandId: 'CH-1',
  userId: 'u1',
  services: ['TEAM_LIVE'],
};
const info: VersionInfoLike = { version: 225, effective_on: null, force_update: false };
const iso = (ms: number) => new Date(ms).toISOString();

describe('versions and maintenance (§4, §9)', () => {
  it('[R9-01] version 225; poll every 600 s unless api_pulling_frequency says otherwise', () => {
    expect(WEB_APP_VERSION).toBe(225);
    expect(DEFAULT_POLL_SECONDS).toBe(600);
    expect(pollSeconds(undefined)).toBe(600);
    expect(pollSeconds({ api_pulling_frequency: 30 })).toBe(30);
    expect(pollSeconds({ api_pulling_frequency: null })).toBe(600);
  });

  it('[R4-13] IN_MAINTENANCE → /maintenance', () => {
    expect(versionDecision({ ...info, maintenance: { status: 'IN_MAINTENANCE' } }, ctx)).toBe(
      'maintenance',
    );
  });

  it('[R4-14] OUT_OF_MAINTENANCE with REVOKE_SESSION logs out a login older than the action time', () => {
    const over = (at: number) => ({
      ...info,
      maintenance: {
        status: 'OUT_OF_MAINTENANCE',
        post_maintenance_action: 'REVOKE_SESSION',
        post_maintenance_action_time: iso(at),
      },
    });
    expect(versionDecision(over(now - 60_000), ctx)).toBe('logout');
    expect(versionDecision(over(now - 7_200_000), ctx)).toBe('none');
    expect(versionDecision(over(now - 60_000), { ...ctx, loginTime: null })).toBe('none');
  });

  it('[R4-15] a newer effective version whose rules match: force reloads, otherwise confirm', () => {
    const newer = { ...info, version: 226, effective_on: iso(now - 1000) };
    expect(versionDecision({ ...newer, force_update: true }, ctx)).toBe('reload');
    expect(versionDecision(newer, ctx)).toBe('confirm-update');
    expect(versionDecision({ ...newer, effective_on: iso(now + 1000) }, ctx)).toBe('none');
    expect(versionDecision({ ...newer, rules: [{ type: 'BRAND', value: 'OTHER' }] }, ctx)).toBe(
      'none',
    );
    expect(
      versionDecision({ ...info, effective_on: iso(now - 1000), force_update: true }, ctx),
    ).toBe('none');
  });

  it('[R4-15] rules: ROUTE prefix, URL substring, BRAND, USER and SERVICE equality; none means all', () => {
    expect(rulesMatch([], ctx)).toBe(true);
    expect(rulesMatch([{ type: 'ROUTE', value: '/sched' }], ctx)).toBe(true);
    expect(rulesMatch([{ type: 'URL', value: 'x/sch' }], ctx)).toBe(true);
    expect(rulesMatch([{ type: 'USER', value: 'u1' }], ctx)).toBe(true);
    expect(rulesMatch([{ type: 'SERVICE', value: 'TEAM_LIVE' }], ctx)).toBe(true);
    expect(
      rulesMatch(
        [
          { type: 'SERVICE', value: 'X' },
          { type: 'ROUTE', value: '/dash' },
        ],
        ctx,
      ),
    ).toBe(false);
  });

  it('[R4-16] the cache invalidation time reloads once it arrives', () => {
    const inv = (at: number) => ({
      ...info,
      cache_config: { invalidation: { effective_on: iso(at) } },
    });
    expect(versionDecision(inv(now - 1000), ctx)).toBe('reload');
    expect(versionDecision(inv(now - 120_000), ctx)).toBe('none');
    expect(versionDecision(inv(now + 5000), ctx)).toBe('none');
    expect(msUntilInvalidation(inv(now + 5000), ctx)).toBe(5000);
  });
});
