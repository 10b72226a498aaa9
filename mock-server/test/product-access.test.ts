/**
 * Product and sales access, declared on the endpoint table and enforced by the route registration
 * (§1, §6): each persona × product.
 */
import type { AnyEndpoint } from '@ws/contracts';
import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectInput } from './helper.ts';
import { bearer, buildTestApp, injectEntry } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** One hiring, one scheduling and one sales call, each on the caller's own entry brand. */
const calls = (brand: string): Record<string, [AnyEndpoint, InjectInput]> => ({
  hiring: [api.applications.employerApplications, { query: { brand } }],
  scheduling: [
    api.shifts.publish,
    { params: { brandId: brand }, body: { week_start: '2030-01-07' } },
  ],
  teamlive: [api.brands.teamliveSettings, { params: { brandId: brand } }],
  campaigns: [api.jobBoards.campaigns, { params: { job_board: 'indeed' } }],
});

const PERSONAS = [
  {
    user: 'u-manager',
    brand: 'CH-1-1-1',
    allowed: { hiring: 200, scheduling: 200, teamlive: 200, campaigns: 200 },
  },
  {
    user: 'u-scheduler',
    brand: 'CH-1-1-3',
    allowed: { hiring: 403, scheduling: 200, teamlive: 200, campaigns: 403 },
  },
  {
    user: 'u-hiring',
    brand: 'CH-1-1-2',
    allowed: { hiring: 200, scheduling: 403, teamlive: 403, campaigns: 200 },
  },
  {
    user: 'u-nosales',
    brand: 'CH-1-2-1',
    allowed: { hiring: 200, scheduling: 403, teamlive: 403, campaigns: 403 },
  },
] as const;

describe('[R6-04] product access: persona × product', () => {
  for (const { user, brand, allowed } of PERSONAS) {
    for (const [product, status] of Object.entries(allowed)) {
      it(`${user} → ${product}: ${status}`, async () => {
        const [entry, input] = calls(brand)[product] as [AnyEndpoint, InjectInput];
        const res = await injectEntry(app, entry, { ...input, headers: await bearer(app, user) });
        expect(res.statusCode).toBe(status);
        if (status === 403) expect(res.json().error).toMatch(/^NO_(PRODUCT|SALES)_ACCESS$/);
      });
    }
  }

  it('scheduler@ cannot read the applications of its location', async () => {
    const scheduler = await injectEntry(app, api.applications.employerApplications, {
      query: { brand: 'CH-1-1-3' },
      headers: await bearer(app, 'u-scheduler'),
    });
    expect(scheduler.json()).toMatchObject({
      status_code: 403,
      error: 'NO_PRODUCT_ACCESS',
      message: 'Your account has no SOURCE_HIRE access',
    });
  });

  it('a draft week stays unpublished when hiring@ tries to publish it', async () => {
    const headers = await bearer(app, 'u-hiring');
    const before = await injectEntry(app, api.shifts.week, {
      params: { brandId: 'CH-1-1-2' },
      headers,
    });
    expect(before.statusCode).toBe(403);
    const publish = await injectEntry(app, api.shifts.publish, {
      params: { brandId: 'CH-1-1-2' },
      body: { week_start: '2030-01-07' },
      headers,
    });
    expect(publish.json()).toMatchObject({
      error: 'NO_PRODUCT_ACCESS',
      message: 'Your account has no TEAM_LIVE access',
    });
  });

  it('MANAGER_NO_SALES: the sales feature (job-board campaigns) is refused, hiring itself is not', async () => {
    const headers = await bearer(app, 'u-nosales');
    const campaign = await injectEntry(app, api.jobBoards.campaign, {
      params: { job_board: 'indeed', campaignId: 'cp-1' },
      headers,
    });
    expect(campaign.json()).toMatchObject({ status_code: 403, error: 'NO_SALES_ACCESS' });
    const check = await injectEntry(app, api.jobBoards.loginCheck, {
      params: { job_board: 'indeed' },
      headers,
    });
    expect(check.statusCode).toBe(200);
  });

  it('members are never product-gated: the candidate reads its own thread', async () => {
    const res = await injectEntry(app, api.applications.messages, {
      params: { applicationId: 'ap-1' },
      headers: await bearer(app, 'u-candidate'),
    });
    expect(res.statusCode).toBe(200);
  });

  it('brand scope is checked before product: an unknown brand is 404 even for a caller without the product', async () => {
    const res = await injectEntry(app, api.shifts.week, {
      params: { brandId: 'CH-9-9-9' },
      headers: await bearer(app, 'u-hiring'),
    });
    expect(res.json()).toMatchObject({ status_code: 404, field: 'params.brandId' });
  });
});
