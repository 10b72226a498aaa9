import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearActivity } from '../src/db/clear-activity.ts';
import { snapshot } from './extension-harness.ts';
import { bearer, buildTestApp, injectEntry, injectExample } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.resetWorld());

/** The extension stores and the applications and messages, to prove a refused call wrote nothing. */
const everything = () =>
  `${snapshot(app)}|${app.world.applications.size}|${app.world.messages.size}`;
const as = async (userId: string) => ({ headers: await bearer(app, userId) });
const JOB = 'job-CH-1-1-1-1';
const form = { name: 'Casey Jones', email: 'candidate@demo.test', note: 'Weekends too.' };
type Job = {
  id: string;
  title: string;
  place: { city: string };
  brand: { id: string };
  applied: boolean;
};

describe('jobs (§7 extension): search, a job, apply', () => {
  it.each([
    ['search', api.jobs.search],
    ['job', api.jobs.job],
    ['apply', api.jobs.apply],
  ] as const)(
    '[R7-02] %s: its example succeeds, as its schema says; [R7-01] no token → 401',
    async (_name, entry) => {
      const res = await injectExample(app, entry);
      expect(res.statusCode, res.body).toBe(200);
      expect(entry.extension).toBe(true);
      expect(entry.responses[200]?.safeParse(res.json()).success).toBe(true);
      app.resetWorld();
      const before = everything();
      const anonymous = await injectEntry(app, entry, {
        params: entry.example?.params,
        query: entry.example?.query,
        body: entry.example?.body,
      });
      expect(anonymous.statusCode).toBe(401);
      expect(everything()).toBe(before);
    },
  );

  it.each([
    ['search', 'query.limit', api.jobs.search, { query: { limit: '500' } }],
    ['job', 'params.jobId', api.jobs.job, { params: { jobId: 'job 1' } }],
    ['apply', 'body.email', api.jobs.apply, { body: { ...form, email: 'not-an-email' } }],
    ['apply', 'body.phone', api.jobs.apply, { body: { ...form, phone: '555' } }],
    ['apply', 'body.name', api.jobs.apply, { body: { ...form, name: '  ' } }],
  ] as const)(
    '%s: bad input → 400 naming %s, changing nothing',
    async (_name, field, entry, input) => {
      const before = everything();
      const res = await injectExample(app, entry, input);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ status_code: 400, error: 'VALIDATION_ERROR', field });
      expect(everything()).toBe(before);
    },
  );

  it('apply: a file whose bytes are not its declared type → 400 naming body.resume, nothing filed', async () => {
    const before = everything();
    const fake = {
      filename: 'cv.pdf',
      mimetype: 'application/pdf',
      content: 'just text, not a PDF',
    };
    const res = await injectExample(app, api.jobs.apply, { body: { ...form, resume: fake } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.resume' });
    const html = { filename: 'cv.html', mimetype: 'text/html', content: '<html></html>' };
    expect(
      (await injectExample(app, api.jobs.apply, { body: { ...form, resume: html } })).json(),
    ).toMatchObject({ field: 'body.resume' });
    expect(everything()).toBe(before);
  });

  it('search matches the title and the place, case-insensitively, paged on the server', async () => {
    const all = (
      await injectEntry(app, api.jobs.search, {
        ...(await as('u-candidate')),
        query: { limit: '50' },
      })
    ).json().data;
    expect(all.total).toBeGreaterThan(20);
    const first = all.jobs[0] as Job;
    const byTitle = (
      await injectEntry(app, api.jobs.search, {
        ...(await as('u-candidate')),
        query: { q: first.title.toUpperCase(), limit: '50' },
      })
    ).json().data;
    expect(byTitle.jobs.length).toBeGreaterThan(0);
    expect(byTitle.jobs.every((j: Job) => j.title === first.title)).toBe(true);
    const city = first.place.city.toLowerCase();
    const byPlace = (
      await injectEntry(app, api.jobs.search, {
        ...(await as('u-candidate')),
        query: { place: city, limit: '50' },
      })
    ).json().data;
    expect(byPlace.jobs.every((j: Job) => j.place.city.toLowerCase().includes(city))).toBe(true);
    const page2 = (
      await injectEntry(app, api.jobs.search, {
        ...(await as('u-candidate')),
        query: { offset: '10', limit: '10' },
      })
    ).json().data;
    expect(page2).toMatchObject({ offset: 10, limit: 10, total: all.total });
    expect(page2.jobs[0].id).toBe(all.jobs[10].id);
    const none = (
      await injectEntry(app, api.jobs.search, {
        ...(await as('u-candidate')),
        query: { q: 'astronaut' },
      })
    ).json().data;
    expect(none).toMatchObject({ jobs: [], total: 0 });
  });

  it('an unknown job → 404 naming params.jobId', async () => {
    const res = await injectExample(app, api.jobs.job, { params: { jobId: 'job-nowhere-1' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ field: 'params.jobId' });
  });

  it("applying files an APPLIED application at once on the member's list and the brand's pipeline, with the file in its thread; twice → 409 naming params.jobId", async () => {
    const res = await injectExample(app, api.jobs.apply, {
      body: { ...form, phone: '+12025550143', resume: 'fixture:resume.pdf' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const application = res.json().data;
    expect(application).toMatchObject({
      stage: 'APPLIED',
      brand: { id: 'CH-1-1-1' },
      candidate: { id: 'u-candidate' },
    });
    const mine = (
      await injectEntry(app, api.applications.candidateApplications, await as('u-candidate'))
    ).json().data;
    expect(mine.applications[0].id).toBe(application.id);
    const pipeline = (
      await injectEntry(app, api.applications.employerApplications, {
        ...(await as('u-manager')),
        query: { brand: 'CH-1-1-1' },
      })
    ).json().data;
    expect(pipeline.applications[0]).toMatchObject({
      id: application.id,
      stage: 'APPLIED',
      unread_count: 1,
    });
    const thread = (
      await injectEntry(app, api.applications.messages, {
        ...(await as('u-manager')),
        params: { applicationId: application.id },
      })
    ).json().data;
    expect(thread.messages[0]).toMatchObject({
      sender: 'CANDIDATE',
      sender_name: 'Casey Jones',
      files: [{ filename: 'resume.pdf', mimetype: 'application/pdf' }],
    });
    expect(thread.messages[0].message_body).toContain('+12025550143');
    expect((await injectExample(app, api.jobs.job)).json().data).toMatchObject({
      id: JOB,
      applied: true,
    });

    const before = everything();
    const again = await injectExample(app, api.jobs.apply);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: 'params.jobId' });
    expect(everything()).toBe(before);
  });

  it('jobs and who applied survive a world snapshot reset and a saved world', async () => {
    await injectExample(app, api.jobs.apply);
    const saved = await app.inject({ method: 'GET', url: '/__sim/world' });
    app.resetWorld();
    expect((await injectExample(app, api.jobs.job)).json().data.applied).toBe(false);
    expect(saved.statusCode).toBe(200);
    const loaded = await app.inject({ method: 'PUT', url: '/__sim/world', payload: saved.json() });
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect((await injectExample(app, api.jobs.job)).json().data.applied).toBe(true);
  });

  it('empty-business keeps the open positions and forgets who applied, with the applications', async () => {
    await injectExample(app, api.jobs.apply);
    clearActivity(app.world);
    expect((await injectExample(app, api.jobs.job)).json().data).toMatchObject({
      id: JOB,
      applied: false,
    });
    expect((await injectExample(app, api.jobs.apply)).statusCode).toBe(200);
  });
});
