import { env } from '../config/env';

/** Addresses the browser can load as they are: inline data, local blobs, and anything already absolute. */
const USABLE_AS_IS = /^(data:|blob:|https?:\/\/)/i;

/**
 * Where a picture is loaded from. The API stores media either as a full address (uploads on a
 * storage host, inline data URLs of the seeded world) or as a path on the API host; only a path
 * is resolved against the API. Empty input means "no picture", so an avatar falls back to initials.
 */
export function mediaUrl(
  path: string | null | undefined,
  apiUrl: string = env.apiUrl,
): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (USABLE_AS_IS.test(value)) return value;
  if (value.startsWith('//')) return new URL(value, apiUrl).toString();
  const base = apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`;
  return new URL(value.replace(/^\/+/, ''), base).toString();
}
