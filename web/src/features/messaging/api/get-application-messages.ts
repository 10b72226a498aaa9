import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export const getApplicationMessages = (applicationId: string) =>
  request(api.applications.messages, { params: { applicationId } });

/** The open thread is polled every 10 s while the screen is visible, so replies arrive live. */
export const applicationMessagesQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: keyFor(api.applications.messages, { applicationId }),
    queryFn: () => getApplicationMessages(applicationId),
    refetchInterval: 10_000,
  });

export const useApplicationMessages = (applicationId: string) =>
  useQuery(applicationMessagesQueryOptions(applicationId));
