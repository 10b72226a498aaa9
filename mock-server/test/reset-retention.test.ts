/**
 * (pnpm bench:soak): what a reset or a sign-in leaves behind. The spec gives the
 * soak's goals no rule ids.
 */
import { describe, expect, it } from 'vitest';
import { seedWorld } from '../src/db/seed.ts';
import { snapshotWorld } from '../src/db/snapshot.ts';
import { createTokenService } from '../src/identity/tokens.ts';

const NOW = Date.UTC(2026, 10, 22, 12);
const subject = (sub: string) => ({
  sub,
  username: sub,
  email: `${sub}@x.test`,
  givenName: 'S',
  familyName: 'X',
});

describe('nothing outlives its world or its session', () => {
  it('restored worlds share their lazy stores’ accessors, so no accessor keeps a world alive after a reset', () => {
    const snapshot = snapshotWorld(seedWorld({ now: NOW }));
    const before = snapshot.restore();
    const after = snapshot.restore();
    const keys = Object.keys(before);
    expect(keys).toContain('messages');
    for (const key of keys) {
      const [was, is] = [
        Object.getOwnPropertyDescriptor(before, key),
        Object.getOwnPropertyDescriptor(after, key),
      ];
      expect(is?.get, key).toBeTypeOf('function');
      expect(is?.get, key).toBe(was?.get);
      expect(is?.set, key).toBe(was?.set);
    }
    // Each world still copies its own stores.
    expect(after.messages).not.toBe(before.messages);
  });

  it('sign-ins leave no record behind, and GlobalSignOut keeps one per user however many sessions it ends', async () => {
    const tokens = await createTokenService({ issuer: 'test', clientId: 'c', now: () => NOW });
    const sessions = [];
    for (let i = 0; i < 50; i++) sessions.push(await tokens.signIn(subject('s')));
    const other = await tokens.signIn(subject('other'));
    expect(tokens.endedSessionRecords).toBe(0);

    const [first, last] = [sessions[0], sessions.at(-1)];
    if (!first || !last) throw new Error('signed in');
    await tokens.verifyAccessToken(last.accessToken);
    tokens.revokeAll('s');
    expect(tokens.endedSessionRecords).toBe(1);
    for (const token of [first.accessToken, last.accessToken]) {
      await expect(tokens.verifyAccessToken(token)).rejects.toMatchObject({ reason: 'revoked' });
    }
    await expect(tokens.refresh(first.refreshToken, () => subject('s'))).rejects.toMatchObject({
      reason: 'revoked',
    });
    await expect(tokens.verifyAccessToken(other.accessToken)).resolves.toMatchObject({
      sub: 'other',
    });

    const later = await tokens.signIn(subject('s'));
    await expect(tokens.verifyAccessToken(later.accessToken)).resolves.toMatchObject({ sub: 's' });
    tokens.revokeAll('s');
    expect(tokens.endedSessionRecords).toBe(1);
    await expect(tokens.verifyAccessToken(later.accessToken)).rejects.toMatchObject({
      reason: 'revoked',
    });

    await tokens.endSession(other.refreshToken);
    expect(tokens.endedSessionRecords).toBe(2);
    await expect(tokens.verifyAccessToken(other.accessToken)).rejects.toMatchObject({
      reason: 'revoked',
    });
  });
});
