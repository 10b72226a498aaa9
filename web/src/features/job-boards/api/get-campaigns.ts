import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';
import { type CampaignStatus, campaignQuery } from '../paging';

export const getCampaigns = (jobBoard: string, page: number, status: CampaignStatus | null) =>
  request(api.jobBoards.campaigns, {
    params: { job_board: jobBoard },
    query: campaignQuery(page, status),
  });

export const campaignsQueryOptions = (
  jobBoard: string,
  page: number,
  status: CampaignStatus | null,
) =>
  queryOptions({
    queryKey: keyFor(api.jobBoards.campaigns, {
      job_board: jobBoard,
      ...campaignQuery(page, status),
    }),
    queryFn: () => getCampaigns(jobBoard, page, status),
    placeholderData: keepPreviousData,
  });

export const useCampaigns = (
  jobBoard: string,
  page: number,
  status: CampaignStatus | null,
  enabled: boolean,
) => useQuery({ ...campaignsQueryOptions(jobBoard, page, status), enabled });
