import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { env } from '../../../config/env';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';
import { pollSeconds, WEB_APP_VERSION } from '../version-decision';

const input = (brandId: string | undefined) => ({
  ...(brandId ? { brand_id: brandId } : {}),
  web_app_code: env.systemName,
  version: String(WEB_APP_VERSION),
});

export const webVersionsQueryOptions = (brandId: string | undefined) =>
  queryOptions({
    queryKey: keyFor(api.versioning.webVersions, input(brandId)),
    queryFn: () => request(api.versioning.webVersions, { query: input(brandId) }),
    // §9: polled every 600 s, or every api_pulling_frequency seconds once the server says so.
    refetchInterval: (query) => pollSeconds(query.state.data) * 1000,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

export const useWebVersions = (brandId: string | undefined) =>
  useQuery(webVersionsQueryOptions(brandId));
