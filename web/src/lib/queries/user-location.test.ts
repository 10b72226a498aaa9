import * as api from '@ws/contracts/areas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../api-client';
import { clearItems } from '../storage';
import { cachedUserLocation, getUserLocation, USER_LOCATION_DAYS } from './user-location';
import { stubLocalStorage } from '../testing/memory-local-storage';

const here = { latitude: 30.27, longitude: -97.74, city: 'Austin', country_code: 'US' };
const DAY = 24 * 60 * 60 * 1000;
let data: Map<string, string>;

beforeEach(() => {
  data = stubLocalStorage();
  clearItems();
  configureApiClient({ baseUrl: 'http://api', getToken: async () => null });
});

describe('user location (§3, §7, §9)', () => {
  it('asks GET /v1/user_lat_long without a token once, then answers from user_location for 7 days', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ data: here, status_code: 200 }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(await getUserLocation(now)).toEqual(here);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`http://api${api.users.latLong.path}`);
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
    expect(JSON.parse(data.get('h_user_location') ?? '{}')).toEqual({ ...here, at: now });

    expect(USER_LOCATION_DAYS).toBe(7);
    expect(await getUserLocation(now + 7 * DAY - 1)).toEqual(here);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(cachedUserLocation(now + 7 * DAY)).toBeNull();
    await getUserLocation(now + 7 * DAY);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    data.set('h_user_location', '{broken');
    expect(cachedUserLocation(now)).toBeNull();
    vi.unstubAllGlobals();
  });
});
