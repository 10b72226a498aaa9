import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { request } from '../api-client';
import { keyFor } from '../query-keys';
import { readItem, writeItem } from '../storage';

type Location = DataOf<typeof api.users.latLong>;

/** §9 "User location cached 7", unit not shown: we read it as days. */
export const USER_LOCATION_DAYS = 7;
const TTL_MS = USER_LOCATION_DAYS * 24 * 60 * 60 * 1000;

/** The user_location item (§3) while it is younger than the cache time; anything else is no location. */
export function cachedUserLocation(now = Date.now()): Location | null {
  try {
    const { at, ...location } = JSON.parse(readItem('user_location') ?? 'null') as Location & {
      at: number;
    };
    return typeof at === 'number' && now - at < TTL_MS && typeof location.city === 'string'
      ? location
      : null;
  } catch {
    return null;
  }
}

/** The visitor's approximate position: from user_location, else GET /v1/user_lat_long (noAuth), then kept. */
export async function getUserLocation(now = Date.now()): Promise<Location> {
  const cached = cachedUserLocation(now);
  if (cached) return cached;
  const location = await request(api.users.latLong);
  writeItem('user_location', JSON.stringify({ ...location, at: now }));
  return location;
}

export const userLocationQueryOptions = () =>
  queryOptions({
    queryKey: keyFor(api.users.latLong),
    queryFn: () => getUserLocation(),
    staleTime: TTL_MS,
    retry: false,
  });

export const useUserLocation = () => useQuery(userLocationQueryOptions());
