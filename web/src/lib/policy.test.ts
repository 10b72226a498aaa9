import { describe, expect, it } from 'vitest';
import { createPolicy } from './policy';

const policy = createPolicy({
  brands: [
    {
      brandId: 'A',
      permissions: [
        { name: 'VIEW', conditions: [{ type: 'JOB_BOARD', values: ['indeed'] }] },
        { name: 'EDIT', conditions: [] },
      ],
    },
    { brandId: 'B', permissions: [{ name: 'DELETE', conditions: [] }] },
  ],
  user_accesses: ['TEAM_LIVE'],
});

describe('policy (§3)', () => {
  it('[R3-04] has, hasAny and hasAll with brand and condition filters', () => {
    expect(policy.has('VIEW')).toBe(true);
    expect(policy.has('VIEW', { brandId: 'B' })).toBe(false);
    expect(policy.has('VIEW', { condition: { type: 'JOB_BOARD', value: 'indeed' } })).toBe(true);
    expect(policy.has('VIEW', { condition: { type: 'JOB_BOARD', value: 'other' } })).toBe(false);
    expect(policy.hasAny(['NOPE', 'DELETE'])).toBe(true);
    expect(policy.hasAny(['NOPE', 'DELETE'], { brandId: 'A' })).toBe(false);
    expect(policy.hasAll(['VIEW', 'EDIT'], { brandId: 'A' })).toBe(true);
    expect(policy.hasAll(['VIEW', 'DELETE'], { brandId: 'A' })).toBe(false);
    expect(policy.hasAccess('TEAM_LIVE')).toBe(true);
    expect(createPolicy(undefined).has('VIEW')).toBe(false);
  });

  it('[R3-04] conditions decide what a screen shows: a conditioned grant covers its values, an unconditioned one all', () => {
    const foh = createPolicy({
      brands: [
        {
          brandId: 'A',
          permissions: [
            {
              name: 'MANAGE_SCHEDULE',
              conditions: [{ type: 'POSITION_CATEGORY', values: ['FOH'] }],
            },
            { name: 'EDIT', conditions: [] },
          ],
        },
      ],
      user_accesses: [],
    });
    expect(foh.permits('MANAGE_SCHEDULE', 'POSITION_CATEGORY', 'FOH')).toBe(true);
    expect(foh.permits('MANAGE_SCHEDULE', 'POSITION_CATEGORY', 'BOH')).toBe(false);
    expect(foh.permits('EDIT', 'JOB_BOARD', 'linkedin')).toBe(true);
    expect(foh.permits('MISSING', 'JOB_BOARD', 'indeed')).toBe(false);
    expect(foh.permits('MANAGE_SCHEDULE', 'POSITION_CATEGORY', 'FOH', 'B')).toBe(false);
  });
});
