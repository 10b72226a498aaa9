/**
 * Clock-out attestation questions (extension): what settings/{path?}/clockout-attestation and
 * its management/{id?} page call (§2). Employees answer the active questions in `position` order.
 */
import { z } from 'zod';
import { brandErrors, endpoint, envelope } from '../define.ts';
import {
  AttestationOrderBodySchema,
  AttestationQuestionBodySchema,
  AttestationQuestionPatchSchema,
  AttestationQuestionSchema,
} from '../schemas/attestation.ts';
import { flag, idSegment } from '../schemas/common.ts';
import { WeekStartSchema } from '../schemas/shifts.ts';
import { ClockOutSchema } from '../schemas/workday.ts';

const brandParams = z.object({ brandId: idSegment }).strict();
const questionParams = brandParams.extend({ questionId: idSegment }).strict();
const noQuery = z.object({}).strict();
const questions = envelope(z.array(AttestationQuestionSchema));
const question = envelope(AttestationQuestionSchema);
const base = '/v1/brands/:brandId/clockout_attestation';
const common = {
  auth: 'bearer',
  extension: true,
  access: { brand: 'params.brandId', product: 'TEAM_LIVE' },
} as const;
const onBrand = (params: Record<string, string> = {}, body?: unknown) => ({
  caller: 'u-manager',
  params: { brandId: 'CH-1-1-1', ...params },
  ...(body === undefined ? {} : { body }),
});

export const attestation = {
  listQuestions: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/questions`,
    summary: "The brand's questions in order; active=true keeps only those employees are asked",
    schemas: () => ({
      params: brandParams,
      query: z.object({ active: flag }).strict(),
      responses: { 200: questions, ...brandErrors },
    }),
    example: onBrand(),
  }),
  getQuestion: endpoint({
    ...common,
    method: 'GET',
    path: `${base}/questions/:questionId`,
    summary: 'One question (clockout-attestation/management/{id})',
    schemas: () => ({
      params: questionParams,
      query: noQuery,
      responses: { 200: question, ...brandErrors },
    }),
    example: onBrand({ questionId: 'att-CH-1-1-1-1' }),
  }),
  createQuestion: endpoint({
    ...common,
    method: 'POST',
    path: `${base}/questions`,
    summary: 'Adds a question at the end; MULTIPLE_CHOICE needs 2–10 options, the other types none',
    schemas: () => ({
      params: brandParams,
      query: noQuery,
      body: AttestationQuestionBodySchema,
      responses: { 200: question, ...brandErrors },
    }),
    example: onBrand(
      {},
      {
        text: 'Did you restock your station before leaving?',
        answer_type: 'YES_NO',
        required: true,
      },
    ),
  }),
  updateQuestion: endpoint({
    ...common,
    method: 'PUT',
    path: `${base}/questions/:questionId`,
    summary:
      'Changes the given fields of a question; options are checked against the resulting answer type',
    schemas: () => ({
      params: questionParams,
      query: noQuery,
      body: AttestationQuestionPatchSchema,
      responses: { 200: question, ...brandErrors },
    }),
    example: onBrand(
      { questionId: 'att-CH-1-1-1-1' },
      { text: 'Did you take all the breaks you were entitled to today?' },
    ),
  }),
  reorderQuestions: endpoint({
    ...common,
    method: 'PUT',
    path: `${base}/order`,
    summary:
      "Puts the questions in the given order; ids must be exactly the brand's current question ids",
    schemas: () => ({
      params: brandParams,
      query: noQuery,
      body: AttestationOrderBodySchema,
      responses: { 200: questions, ...brandErrors },
    }),
    example: onBrand(
      {},
      {
        ids: [
          'att-CH-1-1-1-2',
          'att-CH-1-1-1-1',
          'att-CH-1-1-1-3',
          'att-CH-1-1-1-4',
          'att-CH-1-1-1-5',
        ],
      },
    ),
  }),
  setQuestionActive: endpoint({
    ...common,
    method: 'PUT',
    path: `${base}/questions/:questionId/active`,
    summary:
      'Activates or deactivates a question (idempotent); inactive questions keep their place',
    schemas: () => ({
      params: questionParams,
      query: noQuery,
      body: z.object({ active: z.boolean() }).strict(),
      responses: { 200: question, ...brandErrors },
    }),
    example: onBrand({ questionId: 'att-CH-1-1-1-3' }, { active: false }),
  }),
  deleteQuestion: endpoint({
    ...common,
    method: 'DELETE',
    path: `${base}/questions/:questionId`,
    summary: 'Deletes a question; the ones after it move up',
    schemas: () => ({
      params: questionParams,
      query: noQuery,
      responses: {
        200: envelope(z.object({ id: z.string(), deleted: z.literal(true) })),
        ...brandErrors,
      },
    }),
    example: onBrand({ questionId: 'att-CH-1-1-1-5' }),
  }),
  clockOuts: endpoint({
    ...common,
    method: 'GET',
    path: '/v1/brands/:brandId/clockout_attestation/answers',
    summary:
      'What employees answered when they clocked out of shifts of the week starting week_start (default: this week) at the brand and its locations, latest first',
    schemas: () => ({
      params: brandParams,
      query: z.object({ week_start: WeekStartSchema.optional() }).strict(),
      responses: { 200: envelope(z.array(ClockOutSchema)), ...brandErrors },
    }),
    example: onBrand(),
  }),
};
