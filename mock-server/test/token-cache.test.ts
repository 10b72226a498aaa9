/**
 * Each distinct access token is verified once (RS256), and a token that expires or is
 * revoked is refused on its very next call all the same (§7 identity provider, sign-out).
 */
import type { FastifyInstance } from 'fastify';
import type * as Jose from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from './helper.ts';
import { USER_POOL_CLIENT_ID } from '../src/config.ts';
import { createTokenService } from '../src/identity/tokens.ts';

const rs256 = vi.hoisted(() => ({ checks: 0 }));
vi.mock('jose', async (importOriginal) => {
  const jose = await importOriginal<typeof Jose>();
  return {
    ...jose,
    jwtVerify: (...args: Parameters<typeof jose.jwtVerify>) => {
      rs256.checks += 1;
      return jose.jwtVerify(...args);
    },
  };
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);
afterAll(() => app.close());
beforeEach(() => {
  rs256.checks = 0;
});
afterEach(() => app.clock.reset());

const info = (accessToken: string) =>
  app.inject({ url: '/v1/users/info', headers: { authorization: `Bearer ${accessToken}` } });

const cognito = (operation: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/cognito/',
    headers: {
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      'content-type': 'application/x-amz-json-1.1',
    },
    payload: JSON.stringify(payload),
  });

describe('verified access tokens', () => {
  it('checks a token’s signature once however many calls carry it', async () => {
    const { accessToken } = await app.identity.issueTokens('u-manager');
    for (let i = 0; i < 5; i++) expect((await info(accessToken)).statusCode).toBe(200);
    expect(rs256.checks).toBe(1);
    const other = await app.identity.issueTokens('u-manager');
    expect((await info(other.accessToken)).statusCode).toBe(200);
    expect(rs256.checks).toBe(2);
  });

  it('refuses a remembered token on the first call after the clock passes its exp', async () => {
    const { accessToken } = await app.identity.issueTokens('u-manager');
    expect((await info(accessToken)).statusCode).toBe(200);
    app.clock.advance(3600 * 1000);
    expect((await info(accessToken)).statusCode).toBe(401);
  });

  it('refuses a remembered token on the first call after POST /v1/logout with its refresh token', async () => {
    const { accessToken, refreshToken } = await app.identity.issueTokens('u-manager');
    const headers = { authorization: `Bearer ${accessToken}` };
    expect((await info(accessToken)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/v1/logout',
      headers,
      payload: { refresh_token: refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await info(accessToken)).statusCode).toBe(401);
  });

  it('POST /v1/logout with a refresh token that is no token answers 400 and ends nothing', async () => {
    const { accessToken } = await app.identity.issueTokens('u-manager');
    const headers = { authorization: `Bearer ${accessToken}` };
    const out = await app.inject({
      method: 'POST',
      url: '/v1/logout',
      headers,
      payload: { refresh_token: 'not-a-token' },
    });
    expect(out.statusCode).toBe(400);
    expect((await info(accessToken)).statusCode).toBe(200);
  });

  it('refuses a remembered token on the first call after RevokeToken', async () => {
    const { accessToken, refreshToken } = await app.identity.issueTokens('u-manager');
    expect((await info(accessToken)).statusCode).toBe(200);
    expect(
      (await cognito('RevokeToken', { Token: refreshToken, ClientId: USER_POOL_CLIENT_ID }))
        .statusCode,
    ).toBe(200);
    expect((await info(accessToken)).statusCode).toBe(401);
  });

  it('refuses every remembered token of the user on the first call after GlobalSignOut', async () => {
    const first = await app.identity.issueTokens('u-manager');
    const second = await app.identity.issueTokens('u-manager');
    const stranger = await app.identity.issueTokens('u-candidate');
    for (const t of [first, second, stranger])
      expect((await info(t.accessToken)).statusCode).toBe(200);
    expect((await cognito('GlobalSignOut', { AccessToken: first.accessToken })).statusCode).toBe(
      200,
    );
    expect((await info(first.accessToken)).statusCode).toBe(401);
    expect((await info(second.accessToken)).statusCode).toBe(401);
    expect((await info(stranger.accessToken)).statusCode).toBe(200);
  });

  it('remembers at most the configured number of tokens, forgetting the oldest first', async () => {
    const tokens = await createTokenService({
      issuer: 'test',
      clientId: 'c',
      now: () => Date.now(),
      verifiedCacheSize: 2,
    });
    const subject = { sub: 's', username: 's', email: 's@x.test', givenName: 'S', familyName: 'X' };
    const issued = [
      await tokens.signIn(subject),
      await tokens.signIn(subject),
      await tokens.signIn(subject),
    ];
    for (const t of issued) await tokens.verifyAccessToken(t.accessToken);
    expect(tokens.verifiedCount).toBe(2);
    rs256.checks = 0;
    await tokens.verifyAccessToken(issued[2]?.accessToken ?? '');
    expect(rs256.checks).toBe(0);
    await tokens.verifyAccessToken(issued[0]?.accessToken ?? '');
    expect(rs256.checks).toBe(1);
  });
});
