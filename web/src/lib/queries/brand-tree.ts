import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../api-client';
import { keyFor } from '../query-keys';

/**
 * A brand and everything under it. Archived brands are left out unless asked for; the flag is then
 * left out of the call too, that being the server's default, so every screen reading the live tree
 * (switcher, dashboards, budgets) shares one cache entry.
 */
export const brandTreeQueryOptions = (brandId: string, includeArchived = false) => {
  const query = includeArchived ? ({ include_archived: 'true' } as const) : {};
  return queryOptions({
    queryKey: keyFor(api.brands.tree, { brandId, ...query }),
    queryFn: ({ signal }) => request(api.brands.tree, { params: { brandId }, query, signal }),
    // Brands are added, moved and archived by other people too: a screen opened after half a minute
    // asks again (the switcher also refreshes on this session's own context changes).
    staleTime: 30_000,
  });
};

interface BrandTreeOptions {
  includeArchived?: boolean;
  enabled?: boolean;
  /** Keep the tree on screen while another one loads (the switcher's "Show archived"). */
  keepPrevious?: boolean;
}

export const useBrandTree = (
  brandId: string,
  { includeArchived = false, enabled = true, keepPrevious = false }: BrandTreeOptions = {},
) =>
  useQuery({
    ...brandTreeQueryOptions(brandId, includeArchived),
    enabled,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
