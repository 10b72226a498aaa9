import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('users area (§7 User and session)', () => {
  it('[R7-02] GET /v1/users/info answers the caller in the data envelope', async () => {
    const res = await app.inject({
      url: '/v1/users/info',
      headers: await bearer(app, 'u-manager'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status_code: 200,
      data: {
        id: 'u-manager',
        user_employer: true,
        entry_mode: { brand_id: 'CH-1-1-1', top_level: false },
      },
    });
  });

  it('[R2-12] first_login holds for the first sign-in session only, and comes back on reset', async () => {
    const firstLogin = async (authorization: string) =>
      (await app.inject({ url: '/v1/users/info', headers: { authorization } })).json().data
        .external_auth;
    const first = await app.identity.issueTokens('u-sso-first');
    expect(await firstLogin(`Bearer ${first.accessToken}`)).toEqual({
      source: 'PARTNER_SSO',
      first_login: true,
    });
    expect(await firstLogin(`Bearer ${first.accessToken}`)).toEqual({
      source: 'PARTNER_SSO',
      first_login: true,
    });
    const second = await bearer(app, 'u-sso-first');
    expect(await firstLogin(second.authorization)).toEqual({
      source: 'PARTNER_SSO',
      first_login: false,
    });
    expect(await firstLogin(`Bearer ${first.accessToken}`)).toEqual({
      source: 'PARTNER_SSO',
      first_login: false,
    });
    await app.inject({ method: 'POST', url: '/__sim/reset' });
    expect(await firstLogin((await bearer(app, 'u-sso-first')).authorization)).toMatchObject({
      first_login: true,
    });
  });

  it('[R1-01] a GP- entry brand is reported top level', async () => {
    const res = await app.inject({
      url: '/v1/users/info',
      headers: await bearer(app, 'u-enterprise'),
    });
    expect(res.json().data.entry_mode).toEqual({
      brand_id: 'GP-1',
      brand_type: 'GP',
      top_level: true,
    });
  });

  it('answers 401 without a token, with a forged token, and with a malformed header', async () => {
    expect((await app.inject({ url: '/v1/users/info' })).statusCode).toBe(401);
    const { authorization } = await bearer(app, 'u-manager');
    const [h, p, s] = authorization.slice(7).split('.');
    const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: 'u-enterprise' })).toString(
      'base64url',
    );
    const res = await app.inject({
      url: '/v1/users/info',
      headers: { authorization: `Bearer ${h}.${forged}.${s}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Unauthorized' });
    expect(
      (await app.inject({ url: '/v1/users/info', headers: { authorization: 'Basic x' } }))
        .statusCode,
    ).toBe(401);
  });

  it('GET /v1/users/brands lists the brands the policy covers', async () => {
    const res = await app.inject({
      url: '/v1/users/brands?view_mode=FLAT',
      headers: await bearer(app, 'u-enterprise'),
    });
    const ids = res.json().data.map((b: { id: string }) => b.id);
    expect(ids).toContain('GP-1');
    expect(ids).toContain('CH-1-2-5');
    expect(ids).not.toContain('GP-2');
  });

  it('answers 400 naming the field for a bad query value, and 403 for a brand outside the policy', async () => {
    const headers = await bearer(app, 'u-enterprise');
    const bad = await app.inject({ url: '/v1/users/brands?view_mode=SIDEWAYS', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'query.view_mode' });
    const denied = await app.inject({ url: '/v1/users/brands/GP-2/policy', headers });
    expect(denied.statusCode).toBe(403);
    const ok = await app.inject({ url: '/v1/users/brands/CH-1-1-1/policy', headers });
    expect(ok.json().data.user_accesses).toEqual(['TEAM_LIVE', 'SOURCE_HIRE']);
  });

  it('GET /v1/brands/services answers repeated brand_ids, 403 outside the policy', async () => {
    const headers = await bearer(app, 'u-manager');
    const res = await app.inject({ url: '/v1/brands/services?brand_ids=CH-1-1-1', headers });
    expect(res.json().data[0].services.map((s: { code: string }) => s.code)).toContain(
      'TTS_DASHBOARD',
    );
    const denied = await app.inject({
      url: '/v1/brands/services?brand_ids=CH-1-1-1&brand_ids=CH-2-1-1',
      headers,
    });
    expect(denied.statusCode).toBe(403);
  });

  it('POST /v1/logout needs refresh_token', async () => {
    const headers = await bearer(app, 'u-manager');
    const bad = await app.inject({ method: 'POST', url: '/v1/logout', headers, payload: {} });
    expect(bad.json()).toMatchObject({ field: 'body.refresh_token' });
    const { refreshToken } = await app.identity.issueTokens('u-manager');
    const ok = await app.inject({
      method: 'POST',
      url: '/v1/logout',
      headers,
      payload: { refresh_token: refreshToken },
    });
    expect(ok.json()).toEqual({ data: { logged_out: true }, status_code: 200 });
  });
});
