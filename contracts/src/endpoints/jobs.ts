/**
 * Jobs (extension): the open positions of the world's brands, searched by title and by
 * place, and a candidate's application to one. An application lands in the candidate's
 * `candidate_applications` and in the brand's `employer_applications` at the first stage.
 */
import { z } from 'zod';
import { call, ErrorSchema, bearerErrors } from '../define.ts';
import { ApplicationSchema } from '../schemas/application.ts';
import { emptyQuery, idSegment, offsetQuery } from '../schemas/common.ts';
import {
  JOBS_PAGE_SIZE,
  JobApplicationBodySchema,
  JobPageSchema,
  JobSchema,
} from '../schemas/jobs.ts';

const jobParams = z.object({ jobId: idSegment }).strict();
const errors = { ...bearerErrors, 404: ErrorSchema } as const;
// No brand scope and no product: open positions are for every signed-in person, and members are never product-gated.
const common = { auth: 'bearer', extension: true, access: {} } as const;

export const jobs = {
  search: call(
    'GET /v1/jobs',
    'Open positions, newest first; q matches the title, place the city, state or address (both case-insensitive)',
    () => ({
      query: z
        .object({
          q: z.string().trim().max(100).default(''),
          place: z.string().trim().max(100).default(''),
          offset: offsetQuery,
          limit: z.coerce.number().int().min(1).max(50).default(JOBS_PAGE_SIZE),
        })
        .strict(),
      data: JobPageSchema,
      errors: errors,
    }),
    {
      ...common,
      example: { caller: 'u-candidate', query: { q: 'server', offset: '0', limit: '10' } },
    },
  ),
  job: call(
    'GET /v1/jobs/:jobId',
    'One open position',
    () => ({ params: jobParams, query: emptyQuery, data: JobSchema, errors: errors }),
    { ...common, example: { caller: 'u-candidate', params: { jobId: 'job-CH-1-1-1-1' } } },
  ),
  apply: call(
    'POST /v1/jobs/:jobId/applications',
    'Applies for the job: name and email (the account’s when absent), optional phone (E.164) and note, an optional résumé file (PDF, Word, PNG or JPEG, 10 MB, its bytes must match its type); once per job and person (409)',
    () => ({
      params: jobParams,
      query: emptyQuery,
      body: JobApplicationBodySchema,
      data: ApplicationSchema,
      errors: { ...errors, 409: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema },
    }),
    {
      ...common,
      bodyKind: 'multipart',
      example: {
        caller: 'u-candidate',
        params: { jobId: 'job-CH-1-1-1-1' },
        body: {
          name: 'Casey Jones',
          email: 'candidate@demo.test',
          note: 'I can start next week.',
          resume: 'fixture:resume.pdf',
        },
      },
    },
  ),
};
