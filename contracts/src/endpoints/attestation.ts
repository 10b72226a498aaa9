/**
 * Clock-out attestation questions (extension): what settings/{path?}/clockout-attestation and
 * its management/{id?} page call (§2). Employees answer the active questions in `position` order.
 */
import { z } from 'zod';
import { brandCall, brandParams, deleted, onBrand } from './brand-params.ts';
import {
  AttestationOrderBodySchema,
  AttestationQuestionBodySchema,
  AttestationQuestionPatchSchema,
  AttestationQuestionSchema,
} from '../schemas/attestation.ts';
import { flag, idSegment } from '../schemas/common.ts';
import { WeekStartSchema } from '../schemas/shifts.ts';
import { ClockOutSchema } from '../schemas/workday.ts';

const questionParams = brandParams.extend({ questionId: idSegment }).strict();
const noQuery = z.object({}).strict();
const base = '/v1/brands/:brandId/clockout_attestation';
const common = {
  extension: true,
  access: { brand: 'params.brandId', product: 'TEAM_LIVE' },
} as const;

export const attestation = {
  listQuestions: brandCall(
    `GET ${base}/questions`,
    "The brand's questions in order; active=true keeps only those employees are asked",
    () => ({
      query: z.object({ active: flag }).strict(),
      data: z.array(AttestationQuestionSchema),
    }),
    common,
  ),
  getQuestion: brandCall(
    `GET ${base}/questions/:questionId`,
    'One question (clockout-attestation/management/{id})',
    () => ({
      params: questionParams,
      query: noQuery,
      data: AttestationQuestionSchema,
    }),
    { ...common, example: onBrand({ questionId: 'att-CH-1-1-1-1' }) },
  ),
  createQuestion: brandCall(
    `POST ${base}/questions`,
    'Adds a question at the end; MULTIPLE_CHOICE needs 2–10 options, the other types none',
    () => ({
      query: noQuery,
      body: AttestationQuestionBodySchema,
      data: AttestationQuestionSchema,
    }),
    {
      ...common,
      example: onBrand(
        {},
        {
          text: 'Did you restock your station before leaving?',
          answer_type: 'YES_NO',
          required: true,
        },
      ),
    },
  ),
  updateQuestion: brandCall(
    `PUT ${base}/questions/:questionId`,
    'Changes the given fields of a question; options are checked against the resulting answer type',
    () => ({
      params: questionParams,
      query: noQuery,
      body: AttestationQuestionPatchSchema,
      data: AttestationQuestionSchema,
    }),
    {
      ...common,
      example: onBrand(
        { questionId: 'att-CH-1-1-1-1' },
        { text: 'Did you take all the breaks you were entitled to today?' },
      ),
    },
  ),
  reorderQuestions: brandCall(
    `PUT ${base}/order`,
    "Puts the questions in the given order; ids must be exactly the brand's current question ids",
    () => ({
      query: noQuery,
      body: AttestationOrderBodySchema,
      data: z.array(AttestationQuestionSchema),
    }),
    {
      ...common,
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
    },
  ),
  setQuestionActive: brandCall(
    `PUT ${base}/questions/:questionId/active`,
    'Activates or deactivates a question (idempotent); inactive questions keep their place',
    () => ({
      params: questionParams,
      query: noQuery,
      body: z.object({ active: z.boolean() }).strict(),
      data: AttestationQuestionSchema,
    }),
    { ...common, example: onBrand({ questionId: 'att-CH-1-1-1-3' }, { active: false }) },
  ),
  deleteQuestion: brandCall(
    `DELETE ${base}/questions/:questionId`,
    'Deletes a question; the ones after it move up',
    () => ({ params: questionParams, query: noQuery, data: deleted() }),
    { ...common, example: onBrand({ questionId: 'att-CH-1-1-1-5' }) },
  ),
  clockOuts: brandCall(
    'GET /v1/brands/:brandId/clockout_attestation/answers',
    'What employees answered when they clocked out of shifts of the week starting week_start (default: this week) at the brand and its locations, latest first',
    () => ({
      query: z.object({ week_start: WeekStartSchema.optional() }).strict(),
      data: z.array(ClockOutSchema),
    }),
    common,
  ),
};
