/** Job-board partner integration (§7): the first path segment names the third-party service. */
import { z } from 'zod';
import { brandErrors, call } from '../define.ts';
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

/** Checking the connection and ending it take nothing but the board and answer with the connection. */
const connectionCall = (route: Parameters<typeof call>[0], summary: string) =>
  call(
    route,
    summary,
    () => ({
      params: board.strict(),
      query: emptyQuery,
      data: JobBoardConnectionSchema,
      errors: brandErrors,
    }),
    { access: { product: 'SOURCE_HIRE' }, example: onBoard },
  );

export const jobBoards = {
  login: call(
    'POST /v1/:job_board/login',
    "Connects the employer brand to the job board with the partner's OAuth authorization_code",
    () => ({
      params: board.strict(),
      query: emptyQuery,
      body: z
        .object({
          authorization_code: z.string().min(1),
          employer: idSegment,
          redirect_uri: z.url(),
        })
        .strict(),
      data: JobBoardConnectionSchema,
      errors: brandErrors,
    }),
    {
      access: { brand: 'body.employer', product: 'SOURCE_HIRE' },
      example: {
        ...onBoard,
        body: {
          authorization_code: 'partner-code',
          employer: 'CH-1-1-1',
          redirect_uri: 'http://localhost:5173/job-boards/callback',
        },
      },
    },
  ),
  loginCheck: connectionCall(
    'POST /v1/:job_board/login/check',
    'Whether the caller is connected to the job board',
  ),
  logout: connectionCall(
    'POST /v1/:job_board/logout',
    'Disconnects the caller from the job board (idempotent)',
  ),
  campaigns: call(
    'GET /v1/:job_board/campaigns',
    "Campaigns of the brands the caller's policy covers, newest first, 30 a page from start",
    () => ({
      params: board.strict(),
      query: z
        .object({
          perPage: z.coerce.number().int().min(1).max(100).default(CAMPAIGNS_PAGE_SIZE),
          status: CampaignStatusSchema.optional(),
          start: offsetQuery,
          include_created_date: flag,
        })
        .strict(),
      data: CampaignPageSchema,
      errors: brandErrors,
    }),
    {
      access: { product: 'SOURCE_HIRE', sales: true },
      example: {
        caller: 'u-enterprise',
        params: { job_board: 'indeed' },
        query: { perPage: '30', start: '0' },
      },
    },
  ),
  campaign: call(
    'GET /v1/:job_board/campaigns/:campaignId',
    'One campaign, with its created date',
    () => ({
      params: board.extend({ campaignId: idSegment }).strict(),
      query: emptyQuery,
      data: CampaignSchema,
      errors: brandErrors,
    }),
    {
      access: { product: 'SOURCE_HIRE', sales: true },
      example: { caller: 'u-manager', params: { job_board: 'indeed', campaignId: 'cp-1' } },
    },
  ),
};
