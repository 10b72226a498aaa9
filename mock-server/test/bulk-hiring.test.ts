/**
 * Hiring in bulk (extension): several applications moved or declined at once, each whole or not
 * at all, with the single move's rules; tenant-safe, product-gated, and a refused call changes nothing.
 */
import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { threadOf } from '../src/db/applications.ts';
import type { CallInput } from './extension-harness.ts';
import { call, holdsToTheStandard, snapshot } from './extension-harness.ts';
import { buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const entry = api.bulkHiring.move;
const decline = (ids: string[], extra: Record<string, unknown> = {}): CallInput => ({
  caller: 'u-manager',
  params: { brandId: 'CH-1-1-1' },
  body: { application_ids: ids, stage: 'REJECTED', reason: 'Filled', ...extra },
});
const stageOf = (id: string) => app.world.applications.get(id)?.stage;
/** Everything a refused call could have written: the extension stores, stages and threads. */
const world = () =>
  JSON.stringify([
    snapshot(app),
    [...app.world.applications.values()].map((a) => a.stage),
    app.world.messages.size,
  ]);

describe('the bulk move holds to the standard', () => {
  holdsToTheStandard(
    () => app,
    { move: entry },
    { move: { body: { application_ids: [], stage: 'SCREENING' }, field: 'body.application_ids' } },
  );
});

describe('refusals name the field and change nothing', () => {
  beforeEach(() => app.resetWorld());

  it.each([
    ['a decline without a reason', { application_ids: ['ap-9'], stage: 'REJECTED' }, 'body.reason'],
    [
      'a custom message without text',
      { ...(decline(['ap-9']).body as object), message: { template: 'CUSTOM' } },
      'body.message.text',
    ],
    [
      'a message over 2000 characters',
      {
        ...(decline(['ap-9']).body as object),
        message: { template: 'CUSTOM', text: 'x'.repeat(2001) },
      },
      'body.message.text',
    ],
    [
      'more than 100 applications',
      { application_ids: Array.from({ length: 101 }, (_, i) => `ap-${i}`), stage: 'SCREENING' },
      'body.application_ids',
    ],
    [
      'a hire in bulk (it needs a start date each)',
      { application_ids: ['ap-9'], stage: 'HIRED' },
      'body.stage',
    ],
  ])('%s → 400', async (_, body, field) => {
    const before = world();
    const res = await call(app, entry, { ...decline([]), body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
    expect(world()).toBe(before);
  });

  it('an employer without the hiring product is refused (403) and nothing moves', async () => {
    const before = world();
    const res = await call(app, entry, {
      caller: 'u-scheduler',
      params: { brandId: 'CH-1-1-3' },
      body: { application_ids: ['ap-21'], stage: 'INTERVIEW' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('NO_PRODUCT_ACCESS');
    expect(world()).toBe(before);
  });
});

describe('each application moves whole or not at all (behaviour)', () => {
  beforeEach(() => app.resetWorld());

  it("another company's or another location's application refuses the whole call as not found, naming its place in the list, and nothing moves", async () => {
    const before = world();
    const res = await call(app, entry, decline(['ap-9', 'ap-3', 'ap-2']));
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().field).toBe('body.application_ids.1');
    expect(res.body).not.toContain('"id":"ap-3"');
    expect(world()).toBe(before);
  });

  it('the single move rules apply to each: a hired one stays hired, one already there is not changed', async () => {
    const messages = app.world.messages.size;
    const res = await call(
      app,
      entry,
      decline(['ap-4', 'ap-7', 'ap-10'], { message: { template: 'NOT_A_FIT' } }),
    );
    const { data } = res.json();
    expect(data).toMatchObject({ moved: 1, refused: 2 });
    expect(data.results[0]).toMatchObject({ refusal: 'HIRED', moved: false, messaged: false });
    expect(data.results[0].application.candidate.first_name).toBe('Tina');
    expect(data.results[1]).toMatchObject({ refusal: 'SAME_STAGE', messaged: false });
    expect(data.results[2]).toMatchObject({ moved: true, messaged: true });
    expect(stageOf('ap-4')).toBe('HIRED');
    expect(app.world.messages.size).toBe(messages + 1);
  });

  it("a decline posts the template in the candidate's thread, with the reason kept for the employer", async () => {
    const res = await call(app, entry, {
      caller: 'u-hiring',
      params: { brandId: 'CH-1-1-2' },
      body: {
        application_ids: ['ap-2', 'ap-19'],
        stage: 'REJECTED',
        reason: 'The role is filled',
        message: { template: 'POSITION_FILLED', text: 'Keep an eye on our other jobs.' },
      },
    });
    expect(res.json().data).toMatchObject({ moved: 2, refused: 0 });
    const last = threadOf(app.world, 'ap-2').at(-1);
    expect(last?.sender).toBe('EMPLOYER');
    expect(last?.message_body).toMatch(/position has now been filled[\s\S]*other jobs\.$/);
    expect(app.world.extensions.pipeline.moves.get('ap-2')?.at(-1)).toMatchObject({
      stage: 'REJECTED',
      reason: 'The role is filled',
      moved_by: 'u-hiring',
    });
    const candidate = await call(app, api.pipeline.detail, {
      caller: 'u-candidate',
      params: { applicationId: 'ap-2' },
    });
    expect(candidate.json().data.application.stage).toBe('REJECTED');
    expect(candidate.json().data.history.at(-1).reason).toBeNull();
  });

  it('a move to another stage sends nothing', async () => {
    const messages = app.world.messages.size;
    const res = await call(app, entry, {
      ...decline([]),
      body: { application_ids: ['ap-9', 'ap-10'], stage: 'SCREENING' },
    });
    expect(res.json().data).toMatchObject({ moved: 2, refused: 0 });
    expect(app.world.messages.size).toBe(messages);
  });
});
