import { DEFAULT_VERSION_POLL_SECONDS, WEB_APP_VERSION, VersionInfoSchema } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.sim.reset());
afterAll(() => app.close());

const versionsUrl = '/v1/web_versions?web_app_code=HARBOR_WEB&version=225&brand_id=CH-1-1-1';

describe('versioning area (§7 Versioning and monitoring)', () => {
  it('[R9-01] GET /v1/web_versions reports version 225 and overrides the 600 s poll with api_pulling_frequency', async () => {
    const res = await app.inject({ url: versionsUrl, headers: await bearer(app, 'u-manager') });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status_code).toBe(200);
    const info = VersionInfoSchema.parse(body.data);
    expect(info.version).toBe(WEB_APP_VERSION);
    expect(WEB_APP_VERSION).toBe(225);
    expect(DEFAULT_VERSION_POLL_SECONDS).toBe(600);
    expect(info.api_pulling_frequency).toBe(60);
    expect(info.force_update).toBe(false);
    expect(info.maintenance).toEqual({
      status: 'OUT_OF_MAINTENANCE',
      post_maintenance_action: null,
      post_maintenance_action_time: null,
    });
    expect(info.cache_config.invalidation.effective_on).toBeNull();
    expect(info.rules).toEqual([]);
  });

  it('[R7-01] GET /v1/web_versions needs a bearer token', async () => {
    const res = await app.inject({ url: versionsUrl });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Unauthorized' });
  });

  it('GET /v1/web_versions answers 400 naming the field for a missing code or a non-numeric version', async () => {
    const headers = await bearer(app, 'u-manager');
    const noCode = await app.inject({ url: '/v1/web_versions?version=225', headers });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'query.web_app_code' });
    const badVersion = await app.inject({
      url: '/v1/web_versions?web_app_code=HARBOR_WEB&version=v2',
      headers,
    });
    expect(badVersion.json()).toMatchObject({ field: 'query.version' });
  });

  it('[R7-01] [R9-09] GET /v1/rum_settings is noAuth and samples 10 percent', async () => {
    const res = await app.inject({ url: '/v1/rum_settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      is_enabled: true,
      sampling_percentage: 10,
      session_recording_percentage: 0,
    });
  });

  it("[R9-09] GET /v1/brands/{id}/rum_settings answers the brand's settings, null sampling when unset", async () => {
    const headers = await bearer(app, 'u-enterprise');
    const set = await app.inject({ url: '/v1/brands/CH-1-1-1/rum_settings', headers });
    expect(set.json().data).toEqual({
      is_enabled: true,
      sampling_percentage: 50,
      session_recording_percentage: 5,
    });
    const unset = await app.inject({ url: '/v1/brands/CH-1-1-2/rum_settings', headers });
    expect(unset.json().data.sampling_percentage).toBeNull();
  });

  it('GET /v1/brands/{id}/rum_settings answers 401 without a token, 403 outside the policy, 404 for no brand', async () => {
    expect((await app.inject({ url: '/v1/brands/CH-1-1-1/rum_settings' })).statusCode).toBe(401);
    const headers = await bearer(app, 'u-manager');
    const denied = await app.inject({ url: '/v1/brands/GP-2/rum_settings', headers });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ field: 'params.brandId' });
    expect((await app.inject({ url: '/v1/brands/NOPE/rum_settings', headers })).statusCode).toBe(
      404,
    );
  });

  it('[R4-14] GET /v1/users/login_time answers when the session authenticated, following the simulated clock', async () => {
    app.sim.clock.set(Date.parse('2026-06-01T08:00:00Z'));
    const headers = await bearer(app, 'u-manager');
    app.sim.clock.advance(30 * 60_000);
    const res = await app.inject({ url: '/v1/users/login_time', headers });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().data.login_time)).toBeCloseTo(
      Date.parse('2026-06-01T08:00:00Z'),
      -4,
    );
    expect((await app.inject({ url: '/v1/users/login_time' })).statusCode).toBe(401);
  });
});
