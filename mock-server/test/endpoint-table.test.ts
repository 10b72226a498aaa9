import type { AnyEndpoint } from '@ws/contracts';
import { ErrorSchema, listEndpoints } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectInput } from './helper.ts';
import { buildTestApp, injectExample } from './helper.ts';

/** The areas this suite holds to the table; the other areas have suites of their own. */
const AREAS = ['users', 'brands', 'applications', 'profile', 'jobBoards', 'content'];
const entries = listEndpoints().filter(({ id }) => AREAS.includes(id.split('.')[0] ?? ''));

/** One bad input per entry and the field the 400 must name (beyond the unexpected-parameter check). */
const BAD: Record<string, [InjectInput, string]> = {
  'users.info': [{ query: { include_persona: 'yes' } }, 'query.include_persona'],
  'users.brands': [{ query: { view_mode: 'SIDEWAYS' } }, 'query.view_mode'],
  'users.brandPolicy': [{ params: { brandId: ' ' } }, 'params.brandId'],
  'users.logout': [{ body: {} }, 'body.refresh_token'],
  'users.sendVerification': [{ body: { type: 'FAX' } }, 'body.type'],
  'users.checkVerification': [{ query: {} }, 'query.type'],
  'users.profilePhoto': [
    { body: { file: { filename: 'me.png', mimetype: 'image/png', content: 'png' } } },
    'body.file.mimetype',
  ],
  'users.policy': [{ query: {} }, 'query.brands_ids'],
  'users.permissionGrants': [{ query: { brands_ids: 'GP-2' } }, 'query.permissions'],
  'users.isAuthorized': [
    { query: { required_permissions: 'X', permission_category: 'COOKING' } },
    'query.permission_category',
  ],
  'brands.groupBrands': [{ query: { include_services: 'maybe' } }, 'query.include_services'],
  'brands.groupUnreadCount': [{ params: { groupId: 'GP 1' } }, 'params.groupId'],
  'brands.messageBoard': [{ query: { include_archived: '1' } }, 'query.include_archived'],
  'brands.group': [{ params: { groupId: '../etc' } }, 'params.groupId'],
  'brands.services': [{ query: {} }, 'query.brand_ids'],
  'brands.users': [{ query: { include_children: 'all' } }, 'query.include_children'],
  'brands.userSearch': [{ query: { q: 'casey', limit: '0' } }, 'query.limit'],
  'brands.locationsPage': [{ query: { limit: '51' } }, 'query.limit'],
  'brands.teamUsers': [
    { query: { view: 'FULL', required_data: 'SHOE_SIZE' } },
    'query.required_data.0',
  ],
  'brands.basicInfo': [{ query: { include_locations: 'y' } }, 'query.include_locations'],
  'brands.tree': [{ query: { include_jobs: 'please' } }, 'query.include_jobs'],
  'brands.search': [{ body: { limit: 0 } }, 'body.limit'],
  'brands.settings': [{ query: { services: 'lower_case' } }, 'query.services.0'],
  'brands.serviceSettings': [
    { params: { brandId: 'PA-1-1', service: 'not-a-code' } },
    'params.service',
  ],
  'brands.reportingSettings': [{ params: { brandId: 'PA-1-1', code: 'x' } }, 'params.code'],
  'brands.categoryPositions': [{ query: { get_all_positions: 'yes' } }, 'query.get_all_positions'],
  'brands.presignedUrl': [
    { query: { media_type: 'HOLOGRAM', media_format: 'mp4', file_name: 'a' } },
    'query.media_type',
  ],
  'brands.createMedia': [
    { body: { title: 'Logo', type: 'IMAGE', format: 'png', path: '/x.png', is_hosted: true } },
    'body.is_hosted',
  ],
  'applications.employerApplications': [
    { query: { brand: 'CH-1-1-1', limit: '0' } },
    'query.limit',
  ],
  'applications.candidateApplications': [{ query: { offset: '-1' } }, 'query.offset'],
  'applications.messages': [{ params: { applicationId: 'a/b' } }, 'params.applicationId'],
  'applications.sendMessage': [{ body: { message_body: '   ' } }, 'body.message_body'],
  'applications.markRead': [{ body: [{ message_id: 'm-1-1', is_read: 'yes' }] }, 'body.0.is_read'],
  'jobBoards.login': [
    { body: { authorization_code: 'c', employer: 'CH-1-1-1', redirect_uri: 'not a url' } },
    'body.redirect_uri',
  ],
  'jobBoards.loginCheck': [{ params: { job_board: 'Indeed!' } }, 'params.job_board'],
  'jobBoards.logout': [{ params: { job_board: 'x' } }, 'params.job_board'],
  'jobBoards.campaigns': [{ query: { perPage: '500' } }, 'query.perPage'],
  'jobBoards.campaign': [
    { params: { job_board: 'indeed', campaignId: 'cp 1' } },
    'params.campaignId',
  ],
  'content.locale': [{ params: { file: 'en.json' } }, 'params.file'],
  'content.upload': [{ params: { key: 'demo.upload' } }, 'params.key'],
};

/** A request for a brand outside the example caller's policy, per entry that involves one. */
const OUTSIDE: Record<string, InjectInput> = {
  'users.policy': { query: { brands_ids: 'GP-1,GP-2' } },
  'users.permissionGrants': { query: { brands_ids: 'GP-1', permissions: 'VIEW_SCHEDULE' } },
  'brands.services': { query: { brand_ids: ['CH-1-1-1', 'CH-2-1-1'] } },
  'brands.categoryPositions': { query: { brand_id: 'CH-2-1-1' } },
  'applications.employerApplications': { query: { brand: 'CH-2-1-2' } },
  'applications.messages': { params: { applicationId: 'ap-4' } },
  'applications.sendMessage': { params: { applicationId: 'ap-4' } },
  'applications.markRead': { body: [{ message_id: 'm-4-1', is_read: true }] },
  'jobBoards.login': {
    body: { authorization_code: 'c', employer: 'GP-2', redirect_uri: 'http://localhost/cb' },
  },
  'jobBoards.campaign': { params: { job_board: 'indeed', campaignId: 'cp-100' } },
};

/** Brand or group path parameters swap to the enterprise, which no demo account's policy covers. */
function outsideInput(id: string, entry: AnyEndpoint): InjectInput | undefined {
  if (OUTSIDE[id]) return OUTSIDE[id];
  const params = entry.example?.params ?? {};
  if ('brandId' in params) return { params: { ...params, brandId: 'EN-1' } };
  if ('groupId' in params) return { params: { ...params, groupId: 'EN-1' } };
  return undefined;
}

/** Examples whose value only the running mock can make: a signed refresh token of the caller's own. */
const LIVE_EXAMPLE: Record<string, (app: FastifyInstance) => Promise<InjectInput>> = {
  'users.logout': async (app) => ({
    body: { refresh_token: (await app.identity.issueTokens('u-manager')).refreshToken },
  }),
};

const rejectsUnexpectedQuery = (entry: AnyEndpoint) =>
  !entry.query.safeParse({ unexpected: '1' }).success;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
// One world for the file: no example's write (a read flag, a favourite, an upload) breaks another's.
afterAll(() => app.close());

describe.each(entries)('$id', ({ id, entry }) => {
  it(`[R7-03] ${entry.name} answers its example with a body its 200 schema accepts`, async () => {
    const res = await injectExample(app, entry, await LIVE_EXAMPLE[id]?.(app));
    expect(res.statusCode, res.body).toBe(200);
    const parsed = entry.responses[200]?.safeParse(res.json());
    expect(parsed?.success, JSON.stringify(parsed?.error?.issues)).toBe(true);
    if (entry.envelope) expect(res.json()).toMatchObject({ status_code: 200 });
  });

  if (entry.auth === 'bearer') {
    it('[R8-01] answers 401 without a bearer token', async () => {
      const res = await injectExample(app, entry, { headers: { authorization: '' } });
      expect(res.statusCode).toBe(401);
      expect(ErrorSchema.parse(res.json())).toMatchObject({
        status_code: 401,
        message: 'Unauthorized',
      });
    });
  }

  const bad = BAD[id];
  if (bad) {
    it(`answers 400 naming ${bad[1]}`, async () => {
      const res = await injectExample(app, entry, bad[0]);
      expect(res.statusCode, res.body).toBe(400);
      expect(ErrorSchema.parse(res.json())).toMatchObject({
        status_code: 400,
        error: 'VALIDATION_ERROR',
        field: bad[1],
      });
    });
  }

  const brandParam = ['brandId', 'groupId'].find((key) => key in (entry.example?.params ?? {}));
  if (brandParam && !BAD[id]) {
    it(`answers 400 naming params.${brandParam} for a malformed id`, async () => {
      const res = await injectExample(app, entry, {
        params: { ...entry.example?.params, [brandParam]: 'not an id!' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'VALIDATION_ERROR',
        field: `params.${brandParam}`,
      });
    });
  }

  if (rejectsUnexpectedQuery(entry)) {
    it('answers 400 naming an unexpected query parameter', async () => {
      const query = { ...entry.example?.query, unexpected: '1' };
      const res = await injectExample(app, entry, { query });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'query.unexpected' });
    });
  }

  const outside = outsideInput(id, entry);
  if (outside) {
    it('answers 403 for a brand outside the caller’s policy', async () => {
      const res = await injectExample(app, entry, outside);
      expect(res.statusCode, res.body).toBe(403);
      expect(ErrorSchema.parse(res.json())).toMatchObject({ status_code: 403, error: 'FORBIDDEN' });
    });
  }
});

describe('coverage of the table', () => {
  it('every entry has at least one 400 case naming a field', () => {
    const without = entries
      .filter(({ id, entry }) => !BAD[id] && !rejectsUnexpectedQuery(entry))
      .map((e) => e.id);
    expect(without).toEqual([]);
  });

  it('every entry with a brand, group or application in its input has a 403 case', () => {
    const brandish = /brand|group|application|employer|campaign/i;
    const uncovered = entries
      .filter(({ entry }) => entry.auth === 'bearer')
      .filter(
        ({ entry }) =>
          brandish.test(JSON.stringify(entry.example ?? {})) && entry.example?.params !== undefined,
      )
      .filter(({ id, entry }) => !outsideInput(id, entry) && !id.startsWith('jobBoards.'));
    expect(uncovered.map((e) => e.id)).toEqual([]);
  });
});
