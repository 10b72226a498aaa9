import { describe, expect, it } from 'vitest';
import { createAccessTokenGetter, isTokenExpired, singleFlight } from './token-expiry';

describe('token expiry and refresh (§4, §9)', () => {
  it('[R4-08] expired when expiry minus the optional margin is earlier than now', () => {
    const now = 1_000_000_000;
    expect(isTokenExpired(now / 1000 - 1, now)).toBe(true);
    expect(isTokenExpired(now / 1000 + 1, now)).toBe(false);
    expect(isTokenExpired(now / 1000 + 30, now, 60)).toBe(true);
    expect(isTokenExpired(now / 1000 + 61, now, 60)).toBe(false);
  });

  it('[R4-07] 20 concurrent calls with a token expiring within 60 s make exactly 1 refresh call', async () => {
    let refreshes = 0;
    let exp = 1000 + 30;
    const getToken = createAccessTokenGetter({
      current: async () => ({ token: `t-${exp}`, exp }),
      refresh: async () => {
        refreshes += 1;
        await new Promise((r) => setTimeout(r, 20));
        exp = 1000 + 3600;
        return `t-${exp}`;
      },
      now: () => 1000 * 1000,
    });
    const tokens = await Promise.all(Array.from({ length: 20 }, () => getToken()));
    expect(refreshes).toBe(1);
    expect(new Set(tokens)).toEqual(new Set(['t-4600']));
    await getToken();
    expect(refreshes).toBe(1);
  });

  it('[R4-07] a call that read the old token while a refresh ended reads the new one, not a second refresh', async () => {
    let refreshes = 0;
    let exp = 1000 + 30;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const getToken = createAccessTokenGetter({
      // The first caller's read takes the old token, then is held until the other's refresh ends.
      current: async () => {
        const seen = exp;
        if (first) {
          first = false;
          await held;
        }
        return { token: `t-${seen}`, exp: seen };
      },
      refresh: async () => {
        refreshes += 1;
        exp = 1000 + 3600;
        return `t-${exp}`;
      },
      now: () => 1000 * 1000,
    });
    const slow = getToken();
    expect(await getToken()).toBe('t-4600');
    release();
    expect(await slow).toBe('t-4600');
    expect(refreshes).toBe(1);
  });

  it('[R7-06] a token valid for more than 60 s is returned without a refresh; signed out is null', async () => {
    let refreshes = 0;
    const source = (token: { token: string; exp: number } | null) =>
      createAccessTokenGetter({
        current: async () => token,
        refresh: async () => (refreshes++, 'new'),
        now: () => 0,
      });
    expect(await source({ token: 'a', exp: 61 })()).toBe('a');
    expect(await source(null)()).toBeNull();
    expect(refreshes).toBe(0);
  });

  it('a failed refresh releases the slot for the next caller', async () => {
    let calls = 0;
    const run = singleFlight(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'ok';
    });
    await expect(run()).rejects.toThrow('offline');
    await expect(run()).resolves.toBe('ok');
  });
});
