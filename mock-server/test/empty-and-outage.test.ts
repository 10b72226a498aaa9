import type { AnyEndpoint } from '@ws/contracts';
import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearActivity } from '../src/db/clear-activity.ts';
import { buildTestApp, injectExample } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.sim.reset());
afterAll(() => app.close());

const use = async (name: string) => {
  const res = await app.inject({ method: 'POST', url: `/__sim/scenarios/${name}` });
  expect(res.statusCode, res.body).toBe(200);
};

/** The entry's own example (caller, brand, query), checked against its schema; the data it answers. */
async function answer(entry: AnyEndpoint) {
  const res = await injectExample(app, entry);
  expect(res.statusCode, `${entry.name}: ${res.body}`).toBe(200);
  expect(entry.responses[200]?.safeParse(res.json()).success, entry.name).toBe(true);
  return res.json().data;
}

/** What each screen reads, reduced to the rows it would list (or the count it would show). */
const listed: [entry: AnyEndpoint, rows: (data: never) => unknown[] | number][] = [
  [api.applications.employerApplications, (d: { applications: unknown[] }) => d.applications],
  [api.applications.candidateApplications, (d: { applications: unknown[] }) => d.applications],
  [api.applications.candidateUnreadCount, (d: { count: number }) => d.count],
  [api.brands.groupUnreadCount, (d: { count: number }) => d.count],
  [api.shifts.week, (d: { shifts: unknown[] }) => d.shifts],
  [api.brands.listMedia, (d: { media: unknown[] }) => d.media],
  [api.attestation.listQuestions, (d: unknown[]) => d],
  [api.rewards.listBudgets, (d: unknown[]) => d],
  [api.rewards.listRules, (d: unknown[]) => d],
  [api.rewards.listRaffles, (d: unknown[]) => d],
  [api.jobBoards.campaigns, (d: { campaigns: unknown[] }) => d.campaigns],
  [api.newsFeed.list, (d: { items: unknown[] }) => d.items],
];
const size = (rows: unknown[] | number) => (typeof rows === 'number' ? rows : rows.length);

describe('empty-business: clearActivity', () => {
  it('the seed has something on every one of these screens (so the emptiness below is the scenario’s)', async () => {
    for (const [entry, rows] of listed) {
      expect(size(rows((await answer(entry)) as never)), entry.name).toBeGreaterThan(0);
    }
  });

  it('after the scenario every list is empty and every unread count is 0', async () => {
    await use('empty-business');
    expect((await app.inject({ url: '/__sim' })).json().scenario).toBe('empty-business');
    for (const [entry, rows] of listed) {
      const found = rows((await answer(entry)) as never);
      expect(found, entry.name).toEqual(typeof found === 'number' ? 0 : []);
    }
    const applications = await answer(api.applications.employerApplications);
    expect(applications.total).toBe(0);
    const news = await answer(api.newsFeed.list);
    expect(news.unread_count).toBe(0);
    const media = await answer(api.brands.listMedia);
    expect(media.total).toBe(0);
  });

  it('people, brands, positions, settings and sign-in stay', async () => {
    const employees = app.world.employees.size;
    const byBrand = app.world.employeesByBrand.get('CH-1-1-1')?.length ?? 0;
    const configuration = app.world.extensions.rewards.configuration.size;
    expect(byBrand).toBeGreaterThan(0);
    clearActivity(app.world);

    expect(app.world.employees.size).toBe(employees);
    expect(app.world.employeesByBrand.get('CH-1-1-1')).toHaveLength(byBrand);
    expect(app.world.extensions.rewards.configuration.size).toBe(configuration);
    expect(app.world.brandMedia.get('GP-1')?.logo).not.toBeNull();

    expect((await answer(api.users.info)).email).toBe('manager@demo.test');
    expect(await answer(api.users.brands)).not.toHaveLength(0);
    expect((await answer(api.brands.tree)).root.id).toBe('GP-1');
    expect(await answer(api.brands.teamUsers)).not.toHaveLength(0);
    expect((await answer(api.rewards.getConfiguration)).enabled).toBe(true);
    // Sign-in reads the users: the demo accounts and their credentials are all still there.
    expect(app.world.usersByEmail.get('manager@demo.test')?.credential).toBe('SEED');
  });

  it('new activity is recorded on the empty world with its indexes in step', async () => {
    clearActivity(app.world);
    const created = await injectExample(app, api.rewards.createBudget);
    expect(created.statusCode, created.body).toBe(200);
    expect(await answer(api.rewards.listBudgets)).toHaveLength(1);
    app.sim.setLiveActivity(60);
    app.sim.live.tick();
    app.sim.setLiveActivity(null);
    const [id] = [...app.world.applications.keys()];
    const row = id === undefined ? undefined : app.world.applications.get(id);
    expect(row).toBeDefined();
    expect(app.world.applicationsByBrand.get(row?.brand_id ?? '')).toEqual([id]);
    expect(app.world.applicationsByCandidate.get(row?.candidate_id ?? '')).toEqual([id]);
  });
});

describe('outage', () => {
  it('the screens’ data calls answer 503; sign-in, the user, the shell’s brand calls and versions answer', async () => {
    await use('outage');
    for (const [entry] of listed) {
      const res = await injectExample(app, entry);
      expect(res.statusCode, entry.name).toBe(503);
      expect(res.json().error).toBe('SIMULATED_FAULT');
    }
    for (const entry of [
      api.brands.teamUsers,
      api.brands.users,
      api.brands.search,
      api.applications.messages,
    ]) {
      expect((await injectExample(app, entry)).statusCode, entry.name).toBe(503);
    }
    for (const entry of [
      api.users.info,
      api.users.mfaSetupStatus,
      api.users.navigationPreferences,
      api.users.brands,
      api.users.brandPolicy,
      api.brands.services,
      api.brands.tree,
      api.brands.suspension,
      api.brands.businessSetupSettings,
      api.versioning.webVersions,
      api.versioning.brandRumSettings,
      api.profile.employerScheme,
      api.jobBoards.loginCheck,
    ]) {
      expect((await injectExample(app, entry)).statusCode, entry.name).toBe(200);
    }
  });
});
