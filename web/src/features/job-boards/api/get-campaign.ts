import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const getCampaign = (jobBoard: string, campaignId: string) =>
  request(api.jobBoards.campaign, { params: { job_board: jobBoard, campaignId } });

export const campaignQueryOptions = (jobBoard: string, campaignId: string) =>
  queryOptions({
    queryKey: keyFor(api.jobBoards.campaign, { job_board: jobBoard, campaignId }),
    queryFn: () => getCampaign(jobBoard, campaignId),
  });

export const useCampaign = (jobBoard: string, campaignId: string) =>
  useQuery(campaignQueryOptions(jobBoard, campaignId));
