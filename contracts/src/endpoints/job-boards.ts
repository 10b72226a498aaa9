/** Job-board partner integration (§7): the first path segment names the third-party service. */
import { z } from 'zod';
import { brandErrors, endpoint, envelope } from '../define.ts';
import { emptyQuery, flag, idSegment, offsetQuery } from '../schemas/common.ts';
import {
  CampaignPageSchema,
  CampaignSchema,
  CampaignStatusSchema,
  JobBoardConnectionSchema,
} from '../schemas/job-board.ts';

/** §9: job-board campaigns are paged 30 at a time. */
export const CAMPAIGNS_PAGE_SIZE = 30;

// Any board name is accepted (the path segment names the partner); only its spelling is checked.
const board = z.object({
  job_board: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{1,39}$/, 'a job-board name'),
});
const onBoard = { caller: 'u-manager', params: { job_board: 'indeed' } };

export const jobBoards = {
  login: endpoint({
    method: 'POST',
    path: '/v1/:job_board/login',
    auth: 'bearer',
    access: { brand: 'body.employer', product: 'SOURCE_HIRE' },
    schemas: () => ({
      query: emptyQuery,
      params: board.strict(),
      body: z
        .object({
          authorization_code: z.string().min(1),
          employer: idSegment,
          redirect_uri: z.url(),
        })
        .strict(),
      responses: { 200: envelope(JobBoardConnectionSchema), ...brandErrors },
    }),
    summary:
      "Connects the employer brand to the job board with the partner's OAuth authorization_code",
    example: {
      ...onBoard,
      body: {
        authorization_code: 'partner-code',
        employer: 'CH-1-1-1',
        redirect_uri: 'http://localhost:5173/job-boards/callback',
      },
    },
  }),
  loginCheck: endpoint({
    method: 'POST',
    path: '/v1/:job_board/login/check',
    auth: 'bearer',
    access: { product: 'SOURCE_HIRE' },
    schemas: () => ({
      query: emptyQuery,
      params: board.strict(),
      responses: { 200: envelope(JobBoardConnectionSchema), ...brandErrors },
    }),
    summary: 'Whether the caller is connected to the job board',
    example: onBoard,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/v1/:job_board/logout',
    auth: 'bearer',
    access: { product: 'SOURCE_HIRE' },
    schemas: () => ({
      query: emptyQuery,
      params: board.strict(),
      responses: { 200: envelope(JobBoardConnectionSchema), ...brandErrors },
    }),
    summary: 'Disconnects the caller from the job board (idempotent)',
    example: onBoard,
  }),
  campaigns: endpoint({
    method: 'GET',
    path: '/v1/:job_board/campaigns',
    auth: 'bearer',
    access: { product: 'SOURCE_HIRE', sales: true },
    summary:
      "Campaigns of the brands the caller's policy covers, newest first, 30 a page from start",
    schemas: () => ({
      params: board.strict(),
      query: z
        .object({
          perPage: z.coerce.number().int().min(1).max(100).default(CAMPAIGNS_PAGE_SIZE),
          status: CampaignStatusSchema.optional(),
          start: offsetQuery,
          include_created_date: flag,
        })
        .strict(),
      responses: { 200: envelope(CampaignPageSchema), ...brandErrors },
    }),
    example: {
      caller: 'u-enterprise',
      params: { job_board: 'indeed' },
      query: { perPage: '30', start: '0' },
    },
  }),
  campaign: endpoint({
    method: 'GET',
    path: '/v1/:job_board/campaigns/:campaignId',
    auth: 'bearer',
    access: { product: 'SOURCE_HIRE', sales: true },
    summary: 'One campaign, with its created date',
    schemas: () => ({
      params: board.extend({ campaignId: idSegment }).strict(),
      query: emptyQuery,
      responses: { 200: envelope(CampaignSchema), ...brandErrors },
    }),
    example: { caller: 'u-manager', params: { job_board: 'indeed', campaignId: 'cp-1' } },
  }),
};
