import { describe, expect, it } from 'vitest';
import { takeGid, userContextFor } from './user-context';

describe('user context (§2, §3)', () => {
  it('[R3-02] top_level is true when the brand type contains GP', () => {
    expect(userContextFor({ id: 'GP-1', type: 'GP' })).toEqual({
      brand_id: 'GP-1',
      brand_type: 'GP',
      top_level: true,
    });
    expect(userContextFor({ id: 'CH-1', type: 'CHILD' }).top_level).toBe(false);
    expect(
      userContextFor({ id: 'GP-1', type: 'GP' }, { id: 'CH-1', type: 'CHILD' }).active_brand,
    ).toEqual({
      brand_id: 'CH-1',
      brand_type: 'CHILD',
    });
  });

  it('[R2-05] the gid parameter is taken out of the query, the rest kept', () => {
    expect(takeGid('?gid=GP-1&tab=2')).toEqual({ gid: 'GP-1', rest: '?tab=2' });
    expect(takeGid('?gid=GP-1')).toEqual({ gid: 'GP-1', rest: '' });
    expect(takeGid('?tab=2')).toEqual({ gid: null, rest: '?tab=2' });
  });
});
