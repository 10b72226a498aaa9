import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, holdsToTheStandard } from './extension-harness.ts';
import { buildTestApp } from './helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const brand = { brandId: 'CH-1-1-1' };
const as = { caller: 'u-manager', params: brand };
const ids = (n: number[]) => n.map((i) => `att-CH-1-1-1-${i}`);
const listed = async (query: Record<string, string> = {}) =>
  (await call(app, api.attestation.listQuestions, { ...as, query })).json().data as {
    id: string;
    position: number;
    active: boolean;
  }[];

describe('clock-out attestation questions (extension)', () => {
  holdsToTheStandard(() => app, api.attestation, {
    listQuestions: { query: { active: 'yes' }, field: 'query.active' },
    getQuestion: { params: { ...brand, questionId: 'att 1' }, field: 'params.questionId' },
    createQuestion: {
      body: { text: 'Which shift?', answer_type: 'MULTIPLE_CHOICE', options: ['Only one'] },
      field: 'body.options',
    },
    updateQuestion: { body: { answer_type: 'MULTIPLE_CHOICE' }, field: 'body.options' },
    reorderQuestions: { body: { ids: ids([1, 2, 3, 4]) }, field: 'body.ids' },
    setQuestionActive: { body: { active: 'no' }, field: 'body.active' },
    deleteQuestion: { params: { ...brand, questionId: 'att:5' }, field: 'params.questionId' },
    clockOuts: { query: { week_start: '2030-01-09' }, field: 'query.week_start' },
  });
});

describe('clock-out attestation questions: behaviour', () => {
  it('seeds five questions per brand in order, the wage-and-hour ones first', async () => {
    app.resetWorld();
    const questions = await listed();
    expect(questions.map((q) => q.id)).toEqual(ids([1, 2, 3, 4, 5]));
    expect(questions.map((q) => q.position)).toEqual([1, 2, 3, 4, 5]);
    expect(questions[0]).toMatchObject({ answer_type: 'YES_NO', required: true, active: true });
  });

  it('reorder needs exactly the current ids: it renumbers and the order is kept', async () => {
    app.resetWorld();
    const order = ids([5, 3, 1, 2, 4]);
    const res = await call(app, api.attestation.reorderQuestions, { ...as, body: { ids: order } });
    expect(res.json().data.map((q: { id: string }) => q.id)).toEqual(order);
    expect((await listed()).map((q) => [q.id, q.position])).toEqual(
      order.map((id, i) => [id, i + 1]),
    );
    const stranger = await call(app, api.attestation.reorderQuestions, {
      ...as,
      body: { ids: [...ids([1, 2, 3, 4]), 'att-CH-1-1-2-5'] },
    });
    expect(stranger.json()).toMatchObject({ status_code: 400, field: 'body.ids.4' });
    const twice = await call(app, api.attestation.reorderQuestions, {
      ...as,
      body: { ids: ids([1, 1, 2, 3, 4, 5]) },
    });
    expect(twice.json()).toMatchObject({ status_code: 400, field: 'body.ids' });
    const extra = await call(app, api.attestation.reorderQuestions, {
      ...as,
      body: { ids: ids([1, 2, 3, 4, 5, 6]) },
    });
    expect(extra.json()).toMatchObject({ status_code: 400, field: 'body.ids.5' });
  });

  it('a new question goes last; delete moves the ones after it up', async () => {
    app.resetWorld();
    const body = {
      text: 'Which station did you close?',
      answer_type: 'MULTIPLE_CHOICE',
      options: ['Grill', 'Bar'],
    };
    const created = (await call(app, api.attestation.createQuestion, { ...as, body })).json().data;
    expect(created).toMatchObject({ ...body, position: 6, required: true, active: true });
    await call(app, api.attestation.deleteQuestion, {
      ...as,
      params: { ...brand, questionId: 'att-CH-1-1-1-2' },
    });
    const after = await listed();
    expect(after.map((q) => q.id)).toEqual([...ids([1, 3, 4, 5]), created.id]);
    expect(after.map((q) => q.position)).toEqual([1, 2, 3, 4, 5]);
    const gone = await call(app, api.attestation.getQuestion, {
      ...as,
      params: { ...brand, questionId: 'att-CH-1-1-1-2' },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('a deactivated question keeps its place but leaves the active list', async () => {
    app.resetWorld();
    const params = { ...brand, questionId: 'att-CH-1-1-1-2' };
    const off = await call(app, api.attestation.setQuestionActive, {
      ...as,
      params,
      body: { active: false },
    });
    expect(off.json().data).toMatchObject({ active: false, position: 2 });
    expect((await listed({ active: 'true' })).map((q) => q.id)).not.toContain('att-CH-1-1-1-2');
    expect((await listed({ active: 'false' })).map((q) => q.id)).toContain('att-CH-1-1-1-2');
    await call(app, api.attestation.setQuestionActive, { ...as, params, body: { active: true } });
    expect((await listed({ active: 'true' })).map((q) => q.id)).toContain('att-CH-1-1-1-2');
  });

  it('options follow the answer type: leaving MULTIPLE_CHOICE drops them, other types refuse them', async () => {
    app.resetWorld();
    const params = { ...brand, questionId: 'att-CH-1-1-1-1' };
    const choice = await call(app, api.attestation.updateQuestion, {
      ...as,
      params,
      body: { answer_type: 'MULTIPLE_CHOICE', options: ['Yes, all of them', 'Some', 'None'] },
    });
    expect(choice.json().data.options).toHaveLength(3);
    const back = await call(app, api.attestation.updateQuestion, {
      ...as,
      params,
      body: { answer_type: 'TEXT' },
    });
    expect(back.json().data).toMatchObject({ answer_type: 'TEXT', options: [] });
    const refused = await call(app, api.attestation.updateQuestion, {
      ...as,
      params,
      body: { options: ['A', 'B'] },
    });
    expect(refused.json()).toMatchObject({ status_code: 400, field: 'body.options' });
  });
});
