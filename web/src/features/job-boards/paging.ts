import type { CampaignStatusSchema } from '@ws/contracts';
import type { z } from 'zod';
import { offsetForPage } from '@/lib/paging';

/** Job-board campaigns come 30 to a page. */
export const CAMPAIGNS_PAGE_SIZE = 30;

export type CampaignStatus = z.infer<typeof CampaignStatusSchema>;
export const CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['ACTIVE', 'PAUSED', 'ENDED'];

export const startForPage = (page: number) => offsetForPage(page, CAMPAIGNS_PAGE_SIZE);

/** A status from the URL, or null (all statuses) for anything unknown. */
export const statusFromParam = (value: string | null): CampaignStatus | null =>
  CAMPAIGN_STATUSES.includes(value as CampaignStatus) ? (value as CampaignStatus) : null;

/** §3 job-board campaign filters as the call takes them: status, perPage, start, include_created_date. */
export function campaignQuery(page: number, status: CampaignStatus | null) {
  return {
    perPage: String(CAMPAIGNS_PAGE_SIZE),
    start: String(startForPage(page)),
    include_created_date: 'true' as const,
    ...(status ? { status } : {}),
  };
}

/** The partners offered; the path segment of every call names one (§7). */
export const JOB_BOARDS = [
  { id: 'indeed', name: 'Indeed' },
  { id: 'ziprecruiter', name: 'ZipRecruiter' },
  { id: 'linkedin', name: 'LinkedIn' },
] as const;

export const boardName = (id: string) => JOB_BOARDS.find((b) => b.id === id)?.name ?? id;
