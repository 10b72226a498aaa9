import type { api, AttestationQuestion } from '@ws/contracts';
import { checkOptions, ordered, renumber } from '../db/scheduling/attestation.ts';
import { toClockOut } from '../db/scheduling/clock-out.ts';
import { currentWeek, shiftsOfWeek } from '../db/scheduling/shifts.ts';
import { invalid, notFound } from './replies.ts';
import type { AreaHandlers } from './define-routes.ts';
import { ok } from './define-routes.ts';

export const attestationHandlers: AreaHandlers<typeof api.attestation> = {
  listQuestions: ({ world, params, query }) => {
    const questions = ordered(world.extensions.attestation, params.brandId);
    const shown =
      query.active === undefined
        ? questions
        : questions.filter((q) => q.active === (query.active === 'true'));
    return ok(shown);
  },

  getQuestion: ({ world, params }) => {
    const question = world.extensions.attestation.get(params.brandId, params.questionId);
    return question ? ok(question) : notFound('params.questionId', params.questionId);
  },

  createQuestion: ({ world, params, body }) => {
    const problem = checkOptions(body);
    if (problem) return invalid(problem);
    const store = world.extensions.attestation;
    const question: AttestationQuestion = {
      ...body,
      id: store.nextId(params.brandId),
      brand_id: params.brandId,
      position: store.list(params.brandId).length + 1,
    };
    return ok(store.put(question));
  },

  updateQuestion: ({ world, params, body }) => {
    const question = world.extensions.attestation.get(params.brandId, params.questionId);
    if (!question) return notFound('params.questionId', params.questionId);
    // Switching away from MULTIPLE_CHOICE drops its options unless new ones are given (and then refused).
    const answerType = body.answer_type ?? question.answer_type;
    const options = body.options ?? (answerType === 'MULTIPLE_CHOICE' ? question.options : []);
    const problem = checkOptions({ answer_type: answerType, options });
    if (problem) return invalid(problem);
    return ok(Object.assign(question, body, { options }));
  },

  reorderQuestions: ({ world, params, body }) => {
    const store = world.extensions.attestation;
    const current = new Set(store.list(params.brandId).map((q) => q.id));
    const stranger = body.ids.findIndex((id) => !current.has(id));
    if (stranger >= 0)
      return invalid({
        field: `body.ids.${stranger}`,
        message: `${body.ids[stranger]} is not a question of ${params.brandId}`,
      });
    if (body.ids.length !== current.size) {
      return invalid({
        field: 'body.ids',
        message: `must list all ${current.size} questions of ${params.brandId}, each once`,
      });
    }
    return ok(
      renumber(body.ids.map((id) => store.get(params.brandId, id)).filter((q) => q !== undefined)),
    );
  },

  setQuestionActive: ({ world, params, body }) => {
    const question = world.extensions.attestation.get(params.brandId, params.questionId);
    if (!question) return notFound('params.questionId', params.questionId);
    question.active = body.active;
    return ok(question);
  },

  deleteQuestion: ({ world, params }) => {
    const store = world.extensions.attestation;
    const question = store.get(params.brandId, params.questionId);
    if (!question) return notFound('params.questionId', params.questionId);
    store.delete(question);
    renumber(ordered(store, params.brandId));
    return ok({ id: question.id, deleted: true as const });
  },

  clockOuts: ({ world, params, query, now }) => {
    const week = query.week_start ?? currentWeek(world, params.brandId, now);
    const { clockOuts } = world.extensions.workday;
    const records = shiftsOfWeek(world, params.brandId, week).flatMap(
      (s) => clockOuts.get(s.id) ?? [],
    );
    return ok(records.sort((a, b) => b.clocked_out_at - a.clocked_out_at).map(toClockOut));
  },
};
