/**
 * The hiring pipeline (extension): what the hiring board calls to count, move and hire,
 * and what both sides of a thread call for interviews. An application's calls are open to its
 * candidate and to employers whose policy covers its brand (checked by the handler, which knows
 * the application's brand); moves and proposals are the employer's, accepting the candidate's.
 */
import { z } from 'zod';
import { brandErrors, endpoint, envelope, ErrorSchema } from '../define.ts';
import { flag, idSegment } from '../schemas/common.ts';
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
  summary: endpoint({
    ...common,
    access: { brand: 'params.brandId', product: 'SOURCE_HIRE' },
    method: 'GET',
    path: '/v1/brands/:brandId/applications/summary',
    summary:
      'Applications to the brand and its locations counted per stage across every page, for the position, location and name filters; plus the positions and locations there are',
    schemas: () => ({
      params: z.object({ brandId: idSegment }).strict(),
      query: z.object({ ...applicationFilterQuery, include_archived: flag }).strict(),
      responses: { 200: envelope(ApplicationSummarySchema), ...brandErrors },
    }),
    example: { caller: 'u-manager', params: { brandId: 'CH-1-1-1' } },
  }),
  detail: endpoint({
    ...common,
    access: onApplication(),
    method: 'GET',
    path: '/v1/applications/:applicationId/pipeline',
    summary:
      'An application with its stage history (who moved it, when), its interview proposals and, once hired, its employee id',
    schemas: () => ({
      params: applicationParams,
      query: noQuery,
      responses: { 200: envelope(PipelineSchema), ...brandErrors },
    }),
    example: { caller: 'u-manager', params: { applicationId: 'ap-9' } },
  }),
  move: endpoint({
    ...common,
    access: onApplication('EMPLOYER'),
    method: 'POST',
    path: '/v1/applications/:applicationId/stage',
    summary:
      'Moves an application to a stage, recording who and when; a rejection may give a reason; a hire needs a start date and makes the candidate a schedulable employee of the location',
    schemas: () => ({
      params: applicationParams,
      query: noQuery,
      body: StageMoveBodySchema,
      responses: { 200: envelope(PipelineSchema), ...brandErrors },
    }),
    example: {
      caller: 'u-manager',
      params: { applicationId: 'ap-9' },
      body: { stage: 'SCREENING' },
    },
  }),
  proposeInterview: endpoint({
    ...common,
    access: onApplication('EMPLOYER'),
    method: 'POST',
    path: '/v1/applications/:applicationId/interviews',
    summary:
      'Proposes 1–3 future interview times; the proposal is posted in the thread for the candidate to accept one',
    schemas: () => ({
      params: applicationParams,
      query: noQuery,
      body: ProposeInterviewBodySchema,
      responses: { 200: envelope(InterviewSchema), ...brandErrors },
    }),
    example: {
      caller: 'u-manager',
      params: { applicationId: 'ap-9' },
      body: { times: ['2030-01-08T15:00:00Z', '2030-01-09T10:30:00Z'], note: 'At the front desk' },
    },
  }),
  acceptInterview: endpoint({
    ...common,
    access: onApplication('CANDIDATE'),
    method: 'POST',
    path: '/v1/applications/:applicationId/interviews/:interviewId/accept',
    summary:
      'The candidate accepts one proposed time of an open proposal on their own application (409 once accepted)',
    schemas: () => ({
      params: applicationParams.extend({ interviewId: idSegment }).strict(),
      query: noQuery,
      body: AcceptInterviewBodySchema,
      responses: { 200: envelope(InterviewSchema), ...brandErrors, 409: ErrorSchema },
    }),
    example: {
      caller: 'u-candidate',
      params: { applicationId: 'ap-1', interviewId: 'iv-ap-1-1' },
      body: { slot_id: 'slot-1' },
    },
  }),
};
