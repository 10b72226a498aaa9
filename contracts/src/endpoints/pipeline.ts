/**
 * The hiring pipeline (extension): what the hiring board calls to count, move and hire,
 * and what both sides of a thread call for interviews. An application's calls are open to its
 * candidate and to employers whose policy covers its brand (checked by the handler, which knows
 * the application's brand); moves and proposals are the employer's, accepting the candidate's.
 */
import { z } from 'zod';
import { brandErrors, call, ErrorSchema } from '../define.ts';
import { ApplicationSchema, ApplicationStageSchema } from '../schemas/application.ts';
import { flag, idSegment, pageOf } from '../schemas/common.ts';
import {
  AcceptInterviewBodySchema,
  applicationFilterQuery,
  ApplicationSummarySchema,
  InterviewSchema,
  PipelineSchema,
  ProposeInterviewBodySchema,
  StageMoveBodySchema,
} from '../schemas/pipeline.ts';

const applicationParams = z.object({ applicationId: idSegment }).strict();
/** The application's calls: scoped to it (its candidate or its brand's employers), and to one side where named. */
const onApplication = (side?: 'EMPLOYER' | 'CANDIDATE') =>
  ({
    product: 'SOURCE_HIRE',
    application: { field: 'params.applicationId', ...(side ? { side } : {}) },
  }) as const;
const noQuery = z.object({}).strict();
const common = { auth: 'bearer', extension: true, access: { product: 'SOURCE_HIRE' } } as const;

export const pipeline = {
  board: call(
    'GET /v1/brands/:brandId/applications/board',
    "The hiring board's first page in one answer: each stage's first `limit` applications (10 by default, newest first) with the stage's total, for the position, location and name filters",
    () => ({
      params: z.object({ brandId: idSegment }).strict(),
      query: z
        .object({
          ...applicationFilterQuery,
          include_archived: flag,
          limit: z.coerce.number().int().min(1).max(100).default(10),
        })
        .strict(),
      data: z.object({
        stages: z.array(
          pageOf('applications', ApplicationSchema, { stage: ApplicationStageSchema }),
        ),
      }),
      errors: brandErrors,
    }),
    {
      ...common,
      access: { brand: 'params.brandId', product: 'SOURCE_HIRE' },
      example: { caller: 'u-manager', params: { brandId: 'CH-1-1-1' } },
    },
  ),
  summary: call(
    'GET /v1/brands/:brandId/applications/summary',
    'Applications to the brand and its locations counted per stage across every page, for the position, location and name filters; plus the positions and locations there are',
    () => ({
      params: z.object({ brandId: idSegment }).strict(),
      query: z.object({ ...applicationFilterQuery, include_archived: flag }).strict(),
      data: ApplicationSummarySchema,
      errors: brandErrors,
    }),
    {
      ...common,
      access: { brand: 'params.brandId', product: 'SOURCE_HIRE' },
      example: { caller: 'u-manager', params: { brandId: 'CH-1-1-1' } },
    },
  ),
  detail: call(
    'GET /v1/applications/:applicationId/pipeline',
    'An application with its stage history (who moved it, when), its interview proposals and, once hired, its employee id',
    () => ({
      params: applicationParams,
      query: noQuery,
      data: PipelineSchema,
      errors: brandErrors,
    }),
    {
      ...common,
      access: onApplication(),
      example: { caller: 'u-manager', params: { applicationId: 'ap-9' } },
    },
  ),
  move: call(
    'POST /v1/applications/:applicationId/stage',
    'Moves an application to a stage, recording who and when; a rejection may give a reason; a hire needs a start date and makes the candidate a schedulable employee of the location',
    () => ({
      params: applicationParams,
      query: noQuery,
      body: StageMoveBodySchema,
      data: PipelineSchema,
      errors: brandErrors,
    }),
    {
      ...common,
      access: onApplication('EMPLOYER'),
      example: {
        caller: 'u-manager',
        params: { applicationId: 'ap-9' },
        body: { stage: 'SCREENING' },
      },
    },
  ),
  proposeInterview: call(
    'POST /v1/applications/:applicationId/interviews',
    'Proposes 1–3 future interview times; the proposal is posted in the thread for the candidate to accept one',
    () => ({
      params: applicationParams,
      query: noQuery,
      body: ProposeInterviewBodySchema,
      data: InterviewSchema,
      errors: brandErrors,
    }),
    {
      ...common,
      access: onApplication('EMPLOYER'),
      example: {
        caller: 'u-manager',
        params: { applicationId: 'ap-9' },
        body: {
          times: ['2030-01-08T15:00:00Z', '2030-01-09T10:30:00Z'],
          note: 'At the front desk',
        },
      },
    },
  ),
  acceptInterview: call(
    'POST /v1/applications/:applicationId/interviews/:interviewId/accept',
    'The candidate accepts one proposed time of an open proposal on their own application (409 once accepted)',
    () => ({
      params: applicationParams.extend({ interviewId: idSegment }).strict(),
      query: noQuery,
      body: AcceptInterviewBodySchema,
      data: InterviewSchema,
      errors: { ...brandErrors, 409: ErrorSchema },
    }),
    {
      ...common,
      access: onApplication('CANDIDATE'),
      example: {
        caller: 'u-candidate',
        params: { applicationId: 'ap-1', interviewId: 'iv-ap-1-1' },
        body: { slot_id: 'slot-1' },
      },
    },
  ),
};
