import { z } from 'zod';
import { lazySchema } from '../define.ts';

export const CampaignStatusSchema = z.enum(['ACTIVE', 'PAUSED', 'ENDED']);

/** A job-board campaign (fields not shown): budget and results as the partner reports them. */
export const CampaignSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    job_board: z.string(),
    brand_id: z.string(),
    title: z.string(),
    status: CampaignStatusSchema,
    budget: z.number(),
    clicks: z.number().int(),
    applies: z.number().int(),
    created_date: z.string().optional(),
  }),
);

/** §3 Job-board campaign filters → a page; §9 page size 30. */
export const CampaignPageSchema = lazySchema(() =>
  z.object({
    campaigns: z.array(CampaignSchema),
    total: z.number().int(),
    start: z.number().int(),
    perPage: z.number().int(),
  }),
);

export const JobBoardConnectionSchema = lazySchema(() =>
  z.object({
    job_board: z.string(),
    connected: z.boolean(),
    employer: z.string().nullable(),
  }),
);
