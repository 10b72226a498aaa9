import { api, UserAccountSchema } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, injectEntry } from './helper.ts';

let app: FastifyInstance;
let enterprise: { authorization: string };
let manager: { authorization: string };
beforeAll(async () => {
  app = await buildTestApp();
  enterprise = await bearer(app, 'u-enterprise');
  manager = await bearer(app, 'u-manager');
});
beforeEach(() => app.resetWorld());
afterAll(() => app.close());

const data = async <T = never>(res: Promise<{ json: () => { data: unknown } }>) =>
  (await res).json().data as T;

describe('brands and groups (§7)', () => {
  it('favourites last for the life of the process and show in the brand list', async () => {
    const favourite = (brands: { id: string; is_favourite: boolean }[], id: string) =>
      brands.find((b) => b.id === id)?.is_favourite;
    const list = () => data(injectEntry(app, api.users.brands, { headers: enterprise }));
    expect(favourite(await list(), 'CH-1-1-2')).toBe(false);
    await injectEntry(app, api.brands.addFavourite, {
      params: { brandId: 'CH-1-1-2' },
      headers: enterprise,
    });
    expect(favourite(await list(), 'CH-1-1-2')).toBe(true);
    await injectEntry(app, api.brands.removeFavourite, {
      params: { brandId: 'CH-1-1-1' },
      headers: enterprise,
    });
    expect(favourite(await list(), 'CH-1-1-1')).toBe(false);
  });

  it('the brand list is in tree order (STRUCTURED) or by name (FLAT)', async () => {
    const ids = (brands: { id: string; name: string }[]) => brands.map((b) => b.id);
    const structured = await data<{ id: string; name: string }[]>(
      injectEntry(app, api.users.brands, { headers: enterprise }),
    );
    expect(ids(structured).slice(0, 3)).toEqual(['GP-1', 'PA-1-1', 'CH-1-1-1']);
    const flat = await data<{ id: string; name: string }[]>(
      injectEntry(app, api.users.brands, { query: { view_mode: 'FLAT' }, headers: enterprise }),
    );
    expect(flat.map((b) => b.name)).toEqual(
      structured.map((b) => b.name).sort((a, b) => a.localeCompare(b)),
    );
  });

  it('group brands carry a stale-while-revalidate cache header, services and permissions on request', async () => {
    const res = await injectEntry(app, api.brands.groupBrands, {
      params: { groupId: 'GP-1' },
      query: { include_services: 'true' },
      headers: enterprise,
    });
    expect(res.headers['cache-control']).toContain('stale-while-revalidate');
    const brands = res.json().data;
    expect(brands).toHaveLength(12);
    expect(brands[0].services).toBeDefined();
    expect(brands[0].permissions).toBeUndefined();
  });

  it('a brand that is not a GP- group is 404 on the group calls', async () => {
    const res = await injectEntry(app, api.brands.group, {
      params: { groupId: 'PA-1-1' },
      headers: enterprise,
    });
    expect(res.statusCode).toBe(404);
  });

  it('[R1-01] the group call describes a GP- group with its counts', async () => {
    const group = await data(
      injectEntry(app, api.brands.group, { params: { groupId: 'GP-1' }, headers: enterprise }),
    );
    expect(group).toMatchObject({
      id: 'GP-1',
      type: 'GP',
      enterprise_id: 'EN-1',
      parent_count: 2,
      location_count: 10,
    });
  });

  it('the tree nests parents and locations; filter_by_services keeps branches that have a service', async () => {
    const { root, parent } = await data<{
      root: { children: { children: unknown[] }[] };
      parent: { id: string };
    }>(
      injectEntry(app, api.brands.tree, {
        params: { brandId: 'GP-1' },
        query: { include_parent: 'true' },
        headers: enterprise,
      }),
    );
    expect(parent.id).toBe('EN-1');
    expect(root.children).toHaveLength(2);
    expect(root.children[0]?.children).toHaveLength(5);
    const filtered = await data<{
      root: { id: string; children: { id: string; children: { id: string }[] }[] };
    }>(
      injectEntry(app, api.brands.tree, {
        params: { brandId: 'GP-1' },
        query: { filter_by_services: 'TTS_DASHBOARD' },
        headers: enterprise,
      }),
    );
    expect(filtered.root.children.map((c) => c.id)).toEqual(['PA-1-1']);
    expect(filtered.root.children[0]?.children.map((c) => c.id)).toEqual(['CH-1-1-1']);
  });

  it('search finds brands under the brand by name, city or id, paged', async () => {
    const res = await data<{ brands: { id: string }[]; total: number }>(
      injectEntry(app, api.brands.search, {
        params: { brandId: 'GP-1' },
        body: { query: 'CH-1-2' },
        headers: enterprise,
      }),
    );
    expect(res.total).toBe(5);
    expect(res.brands.every((b) => b.id.startsWith('CH-1-2-'))).toBe(true);
  });

  it('[R3-05] positions settings send level as a comma-separated string', async () => {
    const settings = await data(
      injectEntry(app, api.brands.positionsSettings, {
        params: { brandId: 'CH-1-1-1' },
        headers: manager,
      }),
    );
    expect(settings).toEqual({ level: 'GP,CHILD', position_management_mode: 'CENTRALIZED' });
  });

  it('[R6-07] reporting settings give the location filter the risk dashboard needs', async () => {
    const risk = await bearer(app, 'u-risk');
    const all = await data(
      injectEntry(app, api.brands.reportingSettings, {
        params: { brandId: 'PA-1-1', code: 'RISK_DETECTION' },
        headers: risk,
      }),
    );
    expect(all).toMatchObject({ location_filter_type: 'ALL_LEVELS' });
    const children = await data(
      injectEntry(app, api.brands.reportsSettings, {
        params: { brandId: 'PA-1-2' },
        headers: enterprise,
      }),
    );
    expect(children).toMatchObject({ location_filter_type: 'CHILDREN_ONLY' });
  });

  it('[R4-18] the suspension check reports the suspended brand', async () => {
    const suspended = await bearer(app, 'u-suspended');
    const res = await data(
      injectEntry(app, api.brands.suspension, {
        params: { brandId: 'CH-2-1-1' },
        headers: suspended,
      }),
    );
    expect(res).toEqual({ brand_id: 'CH-2-1-1', is_suspended: true });
  });

  it('several services’ settings at once, MONITORING with the §3 monitoring fields', async () => {
    const res = await data<
      { service: string; enabled: boolean; values: Record<string, unknown> }[]
    >(
      injectEntry(app, api.brands.settings, {
        params: { brandId: 'GP-1' },
        query: { services: 'MONITORING,TTS_DASHBOARD' },
        headers: enterprise,
      }),
    );
    expect(res[0]).toMatchObject({
      service: 'MONITORING',
      enabled: true,
      values: { is_enabled: true, sampling_percentage: 25 },
    });
    expect(res[1]).toMatchObject({ service: 'TTS_DASHBOARD', enabled: false, values: {} });
  });

  it('the team query filters by ids and schedulable, and FULL adds the data asked for', async () => {
    const res = await data<Record<string, unknown>[]>(
      injectEntry(app, api.brands.teamUsers, {
        params: { brandId: 'CH-1-1-1' },
        query: { user_ids: 'e-CH-1-1-1-1,e-CH-1-1-1-4', view: 'FULL', required_data: 'CONTACT' },
        headers: manager,
      }),
    );
    expect(res.map((u) => u.id)).toEqual(['e-CH-1-1-1-1', 'e-CH-1-1-1-4']);
    expect(res[0]).toHaveProperty('contact');
    expect(res[0]).not.toHaveProperty('positions');
    const minimal = await data<Record<string, unknown>[]>(
      injectEntry(app, api.brands.teamUsers, {
        params: { brandId: 'CH-1-1-1' },
        query: { schedulable: 'false' },
        headers: manager,
      }),
    );
    expect(minimal.map((u) => u.id)).toEqual(['e-CH-1-1-1-4', 'e-CH-1-1-1-8']);
    expect(minimal[0]).not.toHaveProperty('contact');
  });

  it('an employee of another location is 404 on basic info', async () => {
    const res = await injectEntry(app, api.brands.userBasicInfo, {
      params: { brandId: 'CH-1-1-1', userId: 'e-CH-1-1-2-1' },
      headers: manager,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().field).toBe('params.userId');
  });

  it('position categories: archived ones only on request; a brand’s list shows the positions its team holds', async () => {
    const all = await data<{ code: string }[]>(
      injectEntry(app, api.brands.categoryPositions, { headers: manager }),
    );
    expect(all.map((c) => c.code)).toEqual(['FOH', 'BOH', 'MGMT']);
    const archived = await data<{ code: string }[]>(
      injectEntry(app, api.brands.categoryPositions, {
        query: { include_archived: 'true' },
        headers: manager,
      }),
    );
    expect(archived.map((c) => c.code)).toContain('SEASONAL');
    const held = await data<{ positions: unknown[] }[]>(
      injectEntry(app, api.brands.categoryPositions, {
        query: { brand_id: 'CH-1-1-1' },
        headers: manager,
      }),
    );
    const total = (list: { positions: unknown[] }[]) =>
      list.reduce((n, c) => n + c.positions.length, 0);
    expect(total(held)).toBeLessThanOrEqual(
      total(await data(injectEntry(app, api.brands.categoryPositions, { headers: manager }))),
    );
  });

  it('the calling employee’s businesses', async () => {
    const member = await bearer(app, 'u-candidate');
    const res = await data<{ brand_id: string }[]>(
      injectEntry(app, api.brands.employeeBusinesses, { headers: member }),
    );
    expect(res.map((b) => b.brand_id)).toEqual(['CH-1-1-1', 'CH-1-2-3']);
  });
});

describe('user and session calls (§7)', () => {
  it('[R3-04] the policy over several brands carries all three condition types', async () => {
    const policy = await data<{
      brands: { brandId: string; permissions: { conditions: { type: string }[] }[] }[];
    }>(
      injectEntry(app, api.users.policy, {
        query: { brands_ids: 'GP-1,CH-1-1-1' },
        headers: enterprise,
      }),
    );
    expect(policy.brands.map((b) => b.brandId)).toEqual(['GP-1', 'CH-1-1-1']);
    const types = new Set(
      policy.brands[0]?.permissions.flatMap((p) => p.conditions.map((c) => c.type)),
    );
    expect(types).toEqual(new Set(['LOGBOOK_ENTRY_TYPE', 'POSITION_CATEGORY', 'JOB_BOARD']));
  });

  it('is_authorized needs every required permission, within the category when one is given', async () => {
    const ask = (query: Record<string, string>) =>
      data<{ authorized: boolean }>(
        injectEntry(app, api.users.isAuthorized, {
          params: { brandId: 'CH-1-1-1' },
          query,
          headers: manager,
        }),
      );
    expect(await ask({ required_permissions: 'VIEW_SCHEDULE,VIEW_APPLICATIONS' })).toEqual({
      authorized: true,
    });
    expect(await ask({ required_permissions: 'VIEW_SCHEDULE,VIEW_HALO_DASHBOARD' })).toEqual({
      authorized: false,
    });
    expect(
      await ask({ required_permissions: 'VIEW_SCHEDULE', permission_category: 'HIRING' }),
    ).toEqual({ authorized: false });
  });

  it('permission grants answer per brand and permission', async () => {
    const halo = await bearer(app, 'u-halo');
    const res = await data(
      injectEntry(app, api.users.permissionGrants, {
        query: { brands_ids: 'GP-2', permissions: 'VIEW_HALO_DASHBOARD,VIEW_TEAM_ENGAGEMENT' },
        headers: halo,
      }),
    );
    expect(res).toEqual([
      {
        brand_id: 'GP-2',
        permissions: [
          { name: 'VIEW_HALO_DASHBOARD', granted: true },
          { name: 'VIEW_TEAM_ENGAGEMENT', granted: false },
        ],
      },
    ]);
  });

  it('verification: sending to an unverified phone reports sent; a verified e-mail is not re-sent', async () => {
    const member = await bearer(app, 'u-candidate');
    const phone = await data(
      injectEntry(app, api.users.sendVerification, { body: { type: 'PHONE' }, headers: member }),
    );
    expect(phone).toEqual({ type: 'PHONE', verified: false, sent: true });
    const email = await data(
      injectEntry(app, api.users.sendVerification, { body: { type: 'EMAIL' }, headers: member }),
    );
    expect(email).toEqual({ type: 'EMAIL', verified: true, sent: false });
  });

  it('[R3-01] the account record of GET /v1/user; names left out of it read as the empty string', async () => {
    const res = await data<Record<string, unknown>>(
      injectEntry(app, api.users.user, { headers: manager }),
    );
    expect(res).toMatchObject({
      id: 'u-manager',
      username: 'u-manager',
      user_type: 'EMPLOYER',
      first_name: 'Morgan',
    });
    const { first_name: _first, last_name: _last, ...nameless } = res;
    expect(UserAccountSchema.parse(nameless)).toMatchObject({ first_name: '', last_name: '' });
  });

  it('[R7-01] GET /v1/user_lat_long needs no token', async () => {
    const res = await injectEntry(app, api.users.latLong);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ country_code: 'US' });
  });
});

describe('profile schemes (§7)', () => {
  it('[R6-05] a MICE location has its own employer scheme; other locations inherit their group’s', async () => {
    const own = await data<{ profile_image: { uuid: string } }>(
      injectEntry(app, api.profile.employerScheme, { headers: manager }),
    );
    expect(own.profile_image.uuid).toBe('scheme-CH-1-1-1');
    const hiring = await bearer(app, 'u-hiring');
    const inherited = await data<{ profile_image: { uuid: string } }>(
      injectEntry(app, api.profile.employerScheme, { headers: hiring }),
    );
    expect(inherited.profile_image.uuid).toBe('scheme-GP-1');
  });

  it('a candidate asking for the employer scheme is 403', async () => {
    const res = await injectEntry(app, api.profile.employerScheme, {
      headers: await bearer(app, 'u-candidate'),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('job-board partner integration (§7)', () => {
  it('[R9-03] campaigns come 30 a page from start, for any job-board segment', async () => {
    const first = await data<{
      campaigns: { job_board: string; created_date?: string }[];
      total: number;
      perPage: number;
    }>(
      injectEntry(app, api.jobBoards.campaigns, {
        params: { job_board: 'ziprecruiter' },
        headers: enterprise,
      }),
    );
    expect(first.perPage).toBe(30);
    expect(first.campaigns).toHaveLength(30);
    expect(first.total).toBeGreaterThan(40);
    expect(first.campaigns[0]).toMatchObject({ job_board: 'ziprecruiter' });
    expect(first.campaigns[0]).not.toHaveProperty('created_date');
    const second = await data<{ campaigns: unknown[] }>(
      injectEntry(app, api.jobBoards.campaigns, {
        params: { job_board: 'indeed' },
        query: { start: 30, include_created_date: 'true' },
        headers: enterprise,
      }),
    );
    expect(second.campaigns).toHaveLength(first.total - 30);
    expect(second.campaigns[0]).toHaveProperty('created_date');
  });

  it('campaigns filter by status', async () => {
    const paused = await data<{ campaigns: { status: string }[] }>(
      injectEntry(app, api.jobBoards.campaigns, {
        params: { job_board: 'indeed' },
        query: { status: 'PAUSED' },
        headers: enterprise,
      }),
    );
    expect(paused.campaigns.length).toBeGreaterThan(0);
    expect(paused.campaigns.every((c) => c.status === 'PAUSED')).toBe(true);
  });

  it('login connects the employer to that board only; check and logout follow it', async () => {
    const check = (board: string) =>
      data<{ connected: boolean }>(
        injectEntry(app, api.jobBoards.loginCheck, {
          params: { job_board: board },
          headers: manager,
        }),
      );
    expect(await check('indeed')).toMatchObject({ connected: false });
    await injectEntry(app, api.jobBoards.login, {
      params: { job_board: 'indeed' },
      body: {
        authorization_code: 'code',
        employer: 'CH-1-1-1',
        redirect_uri: 'http://localhost:5173/cb',
      },
      headers: manager,
    });
    expect(await check('indeed')).toMatchObject({ connected: true, employer: 'CH-1-1-1' });
    expect(await check('ziprecruiter')).toMatchObject({ connected: false });
    await injectEntry(app, api.jobBoards.logout, {
      params: { job_board: 'indeed' },
      headers: manager,
    });
    expect(await check('indeed')).toMatchObject({ connected: false });
  });

  it('an unknown campaign is 404', async () => {
    const res = await injectEntry(app, api.jobBoards.campaign, {
      params: { job_board: 'indeed', campaignId: 'cp-0' },
      headers: manager,
    });
    expect(res.statusCode).toBe(404);
  });
});
