/**
 * The hiring pipeline (§7 extension calls): stage moves with who and when, a hire that
 * makes a schedulable employee, server-side counts and filters across every page, and interview
 * proposals a candidate accepts once. Each call: 200, 400 naming the field, 401, 403 for a foreign
 * brand, and nothing changed by a refused call.
 */
import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, OUTSIDER } from './extension-harness.ts';
import { buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.resetWorld());

/** Everything a pipeline call may write: stages, messages, employees and the pipeline store. */
const state = () =>
  JSON.stringify(
    [
      app.world.applications,
      app.world.messages,
      app.world.employees,
      app.world.extensions.pipeline,
    ],
    (_, v: unknown) => (v instanceof Map || v instanceof Set ? [...v] : v),
  );

const manager = { caller: 'u-manager', params: { applicationId: 'ap-9' } };
const future = (days: number) => new Date(app.clock.now() + days * 86_400_000).toISOString();

const cases = [
  {
    name: 'board',
    entry: api.pipeline.board,
    bad: { query: { limit: '0' }, field: 'query.limit' },
    foreignField: 'params.brandId',
  },
  {
    name: 'summary',
    entry: api.pipeline.summary,
    bad: { query: { location_id: 'CH-2-1-1' }, field: 'query.location_id' },
    foreignField: 'params.brandId',
  },
  {
    name: 'detail',
    entry: api.pipeline.detail,
    bad: { params: { applicationId: 'ap 9' }, field: 'params.applicationId' },
    foreignField: 'params.applicationId',
  },
  {
    name: 'move',
    entry: api.pipeline.move,
    bad: { body: { stage: 'HIRED' }, field: 'body.start_date' },
    foreignField: 'params.applicationId',
  },
  {
    name: 'proposeInterview',
    entry: api.pipeline.proposeInterview,
    bad: { body: { times: ['2020-01-01T10:00:00Z'] }, field: 'body.times.0' },
    foreignField: 'params.applicationId',
  },
  {
    name: 'acceptInterview',
    entry: api.pipeline.acceptInterview,
    bad: { body: { slot_id: 'slot-9' }, field: 'body.slot_id' },
    foreignField: 'params.applicationId',
  },
] as const;

describe('§7 the hiring pipeline calls hold to the standard', () => {
  describe.each(cases)('$name', ({ entry, bad, foreignField }) => {
    it(`[R7-02] ${entry.name}: its example succeeds, as the entry's schema says`, async () => {
      expect(entry.extension).toBe(true);
      const res = await call(app, entry, entry.example ?? {});
      expect(res.statusCode, res.body).toBe(200);
      expect(entry.responses[200]?.safeParse(res.json()).success).toBe(true);
    });

    it(`[R7-01] ${entry.name}: no bearer token → 401`, async () => {
      const res = await call(app, entry, { ...entry.example, caller: undefined });
      expect(res.statusCode).toBe(401);
    });

    it(`${entry.name}: bad input → 400 naming ${bad.field}, changing nothing`, async () => {
      const before = state();
      const res = await call(app, entry, { ...entry.example, ...bad });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        status_code: 400,
        error: 'VALIDATION_ERROR',
        field: bad.field,
      });
      expect(state()).toBe(before);
    });

    it(`[R6-04] ${entry.name}: a caller whose brands do not cover the application → 403, changing nothing`, async () => {
      const before = state();
      const res = await call(app, entry, { ...entry.example, caller: OUTSIDER });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'FORBIDDEN', field: foreignField });
      expect(state()).toBe(before);
    });
  });
});

describe('§7 stage moves', () => {
  it('the seed gives every application the history of its stage, in order, ending at it', () => {
    for (const application of app.world.applications.values()) {
      const moves = app.world.extensions.pipeline.moves.get(application.id) ?? [];
      if (application.stage === 'APPLIED') expect(moves).toEqual([]);
      else expect(moves.at(-1)?.stage, application.id).toBe(application.stage);
      moves.forEach((move, n) =>
        expect(move.from_stage).toBe(n === 0 ? 'APPLIED' : moves[n - 1]?.stage),
      );
    }
  });

  it('records who moved an application and when; a rejection keeps its optional reason', async () => {
    const screened = await call(app, api.pipeline.move, {
      ...manager,
      body: { stage: 'SCREENING' },
    });
    expect(screened.statusCode).toBe(200);
    const rejected = await call(app, api.pipeline.move, {
      ...manager,
      body: { stage: 'REJECTED', reason: 'No weekend availability' },
    });
    const { data } = rejected.json();
    expect(data.application.stage).toBe('REJECTED');
    expect(data.history).toMatchObject([
      { from_stage: 'APPLIED', stage: 'SCREENING', moved_by: { id: 'u-manager' }, reason: null },
      { from_stage: 'SCREENING', stage: 'REJECTED', reason: 'No weekend availability' },
    ]);
    expect(Math.abs(Date.parse(data.history[0].moved_at) - app.clock.now())).toBeLessThan(5_000);
  });

  it('a hire without a start date is refused with 400 naming body.start_date, and hires nobody', async () => {
    const before = app.world.employees.size;
    const res = await call(app, api.pipeline.move, { ...manager, body: { stage: 'HIRED' } });
    expect(res.json()).toMatchObject({ status_code: 400, field: 'body.start_date' });
    expect(app.world.employees.size).toBe(before);
    expect(app.world.applications.get('ap-9')?.stage).toBe('APPLIED');
  });

  it('a reason on anything but a rejection, or a move to the stage it is in, is refused naming the field', async () => {
    expect(
      (
        await call(app, api.pipeline.move, { ...manager, body: { stage: 'OFFER', reason: 'x' } })
      ).json(),
    ).toMatchObject({ field: 'body.reason' });
    expect(
      (await call(app, api.pipeline.move, { ...manager, body: { stage: 'APPLIED' } })).json(),
    ).toMatchObject({ field: 'body.stage' });
  });

  it('a hire makes the candidate a schedulable employee of the location, who can then be given a shift', async () => {
    const application = app.world.applications.get('ap-9')!;
    const res = await call(app, api.pipeline.move, {
      ...manager,
      body: { stage: 'HIRED', start_date: '2030-01-07' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const employeeId = res.json().data.employee_id as string;
    expect(app.world.employees.get(employeeId)).toMatchObject({
      brand_id: 'CH-1-1-1',
      user_id: application.candidate_id,
      position_id: application.position_id,
      schedulable: true,
      status: 'ACTIVE',
      hired_on: '2030-01-07',
    });
    expect(app.world.employeesByUser.get(application.candidate_id)).toContain(employeeId);
    const shift = await call(app, api.shifts.create, {
      caller: 'u-manager',
      params: { brandId: 'CH-1-1-1' },
      body: {
        user_id: employeeId,
        position_id: application.position_id,
        start: '2030-01-08T15:00:00Z',
        end: '2030-01-08T21:00:00Z',
        hourly_rate: 15,
      },
    });
    expect(shift.statusCode, shift.body).toBe(200);
    // A hire is final.
    expect(
      (await call(app, api.pipeline.move, { ...manager, body: { stage: 'OFFER' } })).json(),
    ).toMatchObject({ field: 'body.stage' });
  });

  it('the candidate may read their own pipeline but not move it (403), and never sees a rejection reason', async () => {
    await call(app, api.pipeline.move, {
      caller: 'u-manager',
      params: { applicationId: 'ap-1' },
      body: { stage: 'REJECTED', reason: 'private note' },
    });
    const own = await call(app, api.pipeline.detail, {
      caller: 'u-candidate',
      params: { applicationId: 'ap-1' },
    });
    expect(own.json().data.history.at(-1)).toMatchObject({ stage: 'REJECTED', reason: null });
    const move = await call(app, api.pipeline.move, {
      caller: 'u-candidate',
      params: { applicationId: 'ap-1' },
      body: { stage: 'OFFER' },
    });
    expect(move.statusCode).toBe(403);
  });

  it('an unknown application → 404 naming params.applicationId', async () => {
    const res = await call(app, api.pipeline.detail, {
      caller: 'u-manager',
      params: { applicationId: 'ap-nope' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ field: 'params.applicationId' });
  });
});

describe('§7 [R9-03] counts and filters come from the server across every page', () => {
  it("enterprise's All stages count is the whole total, not one page", async () => {
    const list = (
      await call(app, api.applications.employerApplications, {
        caller: 'u-enterprise',
        query: { brand: 'GP-1' },
      })
    ).json().data;
    const summary = (
      await call(app, api.pipeline.summary, { caller: 'u-enterprise', params: { brandId: 'GP-1' } })
    ).json().data;
    expect(list.applications).toHaveLength(10);
    expect(summary.total).toBe(list.total);
    expect(summary.total).toBeGreaterThan(10);
    const stages = Object.values(summary.by_stage as Record<string, number>).reduce(
      (a, b) => a + b,
      0,
    );
    expect(stages).toBe(summary.total);
    expect(summary.locations.length).toBeGreaterThan(1);
  });

  it('the board answers each stage’s first page and total as the list asked for that stage does, under the same filters', async () => {
    const summary = (
      await call(app, api.pipeline.summary, { caller: 'u-enterprise', params: { brandId: 'GP-1' } })
    ).json().data;
    for (const query of [{}, { location_id: summary.locations[0].id }, { q: 'a' }]) {
      const board = await call(app, api.pipeline.board, {
        caller: 'u-enterprise',
        params: { brandId: 'GP-1' },
        query,
      });
      expect(board.statusCode, board.body).toBe(200);
      const { stages } = board.json().data;
      expect(stages.map((s: { stage: string }) => s.stage)).toEqual(Object.keys(summary.by_stage));
      for (const { stage, applications, total } of stages) {
        const list = (
          await call(app, api.applications.employerApplications, {
            caller: 'u-enterprise',
            query: { brand: 'GP-1', stage, ...query },
          })
        ).json().data;
        expect(applications, `${stage} ${JSON.stringify(query)}`).toEqual(list.applications);
        expect(total).toBe(list.total);
      }
    }
  });

  it('the board refuses a location outside the brand, naming the field', async () => {
    const res = await call(app, api.pipeline.board, {
      caller: 'u-enterprise',
      params: { brandId: 'GP-1' },
      query: { location_id: 'CH-9-9-9' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'query.location_id' });
  });

  it('stage, position, location and name filters narrow the list and its total together', async () => {
    const summary = (
      await call(app, api.pipeline.summary, { caller: 'u-enterprise', params: { brandId: 'GP-1' } })
    ).json().data;
    const location = summary.locations[0];
    const byLocation = (
      await call(app, api.applications.employerApplications, {
        caller: 'u-enterprise',
        query: { brand: 'GP-1', location_id: location.id, limit: 100 },
      })
    ).json().data;
    expect(byLocation.total).toBe(location.count);
    expect(
      byLocation.applications.every((a: { brand: { id: string } }) => a.brand.id === location.id),
    ).toBe(true);
    const interview = (
      await call(app, api.applications.employerApplications, {
        caller: 'u-enterprise',
        query: { brand: 'GP-1', stage: 'INTERVIEW', limit: 100 },
      })
    ).json().data;
    expect(interview.total).toBe(summary.by_stage.INTERVIEW);
    const someone = byLocation.applications[0].candidate;
    const named = (
      await call(app, api.applications.employerApplications, {
        caller: 'u-enterprise',
        query: { brand: 'GP-1', q: someone.last_name.slice(0, 3) },
      })
    ).json().data;
    expect(
      named.applications.some((a: { candidate: { id: string } }) => a.candidate.id === someone.id),
    ).toBe(true);
    const position = summary.positions[0];
    const byPosition = (
      await call(app, api.pipeline.summary, {
        caller: 'u-enterprise',
        params: { brandId: 'GP-1' },
        query: { position_id: position.id },
      })
    ).json().data;
    expect(byPosition.total).toBe(position.count);
  });

  it('a location outside the listed brand → 400 naming query.location_id', async () => {
    const res = await call(app, api.applications.employerApplications, {
      caller: 'u-manager',
      query: { brand: 'CH-1-1-1', location_id: 'CH-1-1-2' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'query.location_id' });
  });
});

describe('§7 interviews', () => {
  it('a proposal shows in the thread for both sides; the candidate accepts one time once (then 409)', async () => {
    const proposed = await call(app, api.pipeline.proposeInterview, {
      caller: 'u-manager',
      params: { applicationId: 'ap-1' },
      body: { times: [future(2), future(3)] },
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const interview = proposed.json().data;
    expect(interview.slots).toHaveLength(2);
    for (const caller of ['u-candidate', 'u-manager']) {
      const thread = (
        await call(app, api.applications.messages, { caller, params: { applicationId: 'ap-1' } })
      ).json().data.messages;
      expect(thread.at(-1).message_body).toMatch(/^Interview proposed/);
    }
    const accept = {
      caller: 'u-candidate',
      params: { applicationId: 'ap-1', interviewId: interview.id },
      body: { slot_id: 'slot-2' },
    };
    const accepted = await call(app, api.pipeline.acceptInterview, accept);
    expect(accepted.json().data).toMatchObject({ accepted_slot_id: 'slot-2' });
    const seen = (
      await call(app, api.pipeline.detail, {
        caller: 'u-manager',
        params: { applicationId: 'ap-1' },
      })
    ).json().data;
    expect(seen.interviews.find((i: { id: string }) => i.id === interview.id)).toMatchObject({
      accepted_slot_id: 'slot-2',
    });
    const before = state();
    const again = await call(app, api.pipeline.acceptInterview, {
      ...accept,
      body: { slot_id: 'slot-1' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: 'params.interviewId' });
    expect(state()).toBe(before);
  });

  it('only the candidate accepts, and only on their own application (403)', async () => {
    const asManager = await call(app, api.pipeline.acceptInterview, {
      ...api.pipeline.acceptInterview.example,
      caller: 'u-manager',
    });
    expect(asManager.statusCode).toBe(403);
    const other = await call(app, api.pipeline.acceptInterview, {
      ...api.pipeline.acceptInterview.example,
      caller: 'c-1',
    });
    expect(other.statusCode).toBe(403);
  });

  it('more than three times, or the same time twice, is refused naming body.times', async () => {
    const four = { times: [future(1), future(2), future(3), future(4)] };
    expect(
      (await call(app, api.pipeline.proposeInterview, { ...manager, body: four })).json(),
    ).toMatchObject({ field: 'body.times' });
    // One instant written twice: two calls of future() may fall on either side of a millisecond.
    const tomorrow = future(1);
    const twice = { times: [tomorrow, tomorrow] };
    expect(
      (await call(app, api.pipeline.proposeInterview, { ...manager, body: twice })).json(),
    ).toMatchObject({ field: 'body.times' });
  });

  it('the pipeline store survives a world reset as seeded and is emptied by it', async () => {
    await call(app, api.pipeline.move, { ...manager, body: { stage: 'SCREENING' } });
    app.resetWorld();
    expect(app.world.extensions.pipeline.moves.get('ap-9')).toBeUndefined();
    expect(app.world.extensions.pipeline.interviews.get('ap-1')?.[0]?.id).toBe('iv-ap-1-1');
  });
});
