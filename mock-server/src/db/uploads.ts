import type { Media } from '@ws/contracts';
import type { World } from './types.ts';

/** The upload key a media path points at, when it is one of our presigned upload URLs. */
export function uploadKeyOf(path: string): string | null {
  const match = /\/__uploads\/([A-Za-z0-9_-]+)$/.exec(path);
  return match?.[1] ?? null;
}

export interface NewMedia {
  title: string;
  description: string;
  type: Media['type'];
  format: string;
  path: string;
  is_hosted?: boolean | undefined;
  positions: string[];
  media_secondary: Media['media_secondary'];
}

/** §3: is_hosted exists only on VIDEO media [R3-08]. */
export function createMedia(world: World, brandId: string, input: NewMedia, now: number): Media {
  const { is_hosted, ...rest } = input;
  const media: Media = {
    id: `md-${world.media.size + 1}`,
    brand_id: brandId,
    ...rest,
    ...(input.type === 'VIDEO' ? { is_hosted: is_hosted ?? false } : {}),
    created_at: new Date(now).toISOString(),
  };
  world.media.set(media.id, media);
  return media;
}

/** Stores an upload's size; the bytes themselves are not kept (no call reads them back). */
export function receiveUpload(world: World, key: string, size: number, now: number): 'stored' | 'unknown' | 'expired' {
  const upload = world.uploads.get(key);
  if (!upload) return 'unknown';
  if (upload.expires_at < now) return 'expired';
  upload.size = size;
  return 'stored';
}
