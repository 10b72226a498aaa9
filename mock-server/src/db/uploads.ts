import type { Media } from '@ws/contracts';
import { declaredMediaType, refuseDeclaredType } from './file-signature.ts';
import type { World } from './types.ts';

const UPLOAD_PATH = /^\/__uploads\/([A-Za-z0-9_-]{1,64})$/;

/**
 * The upload key a media path names, or why the path is refused. A page shows a media path as an
 * image, a video or a link, so a new path may only point at a file this server received: an
 * upload URL it issued (`/__uploads/KEY`, or the same on its public URL). Anything else is refused:
 * `javascript:` and `data:` URLs, other hosts (which would make every viewer's browser call them),
 * and other paths of this server (the API and the control plane are not media). The seed's own
 * rows (SVG badges as `data:image/svg+xml`, `/media/...` names) are written by the seed, never sent.
 */
export function uploadKeyOf(
  path: string,
  publicUrl: string,
): { key: string } | { refused: string } {
  const base = new URL(publicUrl);
  let url: URL;
  try {
    // Only a path on this server is read relative to it; `//host/x` and `/\host/x` name another host.
    url = path.startsWith('/') ? new URL(path, base) : new URL(path);
  } catch {
    return { refused: 'must be an upload URL of this server (http: or https:)' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { refused: `must be an http: or https: URL, not ${url.protocol}` };
  }
  if (url.origin !== base.origin || url.username || url.password) {
    return { refused: `${url.host} is not an allowed media host (only ${base.host})` };
  }
  const key = url.search || url.hash ? undefined : UPLOAD_PATH.exec(url.pathname)?.[1];
  return key ? { key } : { refused: 'must be an upload URL this server issued (/__uploads/KEY)' };
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

/** The next free md-N id: seeded rows are named after their brand, so the count alone could collide. */
function nextMediaId(world: World): string {
  let n = world.media.size + 1;
  while (world.media.has(`md-${n}`)) n += 1;
  return `md-${n}`;
}

/** §3: is_hosted exists only on VIDEO media. */
export function createMedia(world: World, brandId: string, input: NewMedia, now: number): Media {
  const { is_hosted, ...rest } = input;
  const media: Media = {
    id: nextMediaId(world),
    brand_id: brandId,
    ...rest,
    ...(input.type === 'VIDEO' ? { is_hosted: is_hosted ?? false } : {}),
    created_at: new Date(now).toISOString(),
  };
  world.media.set(media.id, media);
  return media;
}

/**
 * A brand's own media (not its locations'), newest first. Rows recorded in the same millisecond
 * keep the order they were recorded in, latest first, so a fresh upload always heads the list.
 */
export function mediaOfBrand(world: World, brandId: string, type?: Media['type']): Media[] {
  return [...world.media.values()]
    .filter((m) => m.brand_id === brandId && (type === undefined || m.type === type))
    .reverse()
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/**
 * Stores an upload's size once its bytes agree with the media type and format the presigned URL
 * was issued for. The bytes themselves are not kept: the API origin never serves an upload back,
 * so nothing uploaded can run as a page of this origin.
 */
export function receiveUpload(
  world: World,
  key: string,
  bytes: Uint8Array,
  now: number,
): 'stored' | 'unknown' | 'expired' | { refused: string } {
  const upload = world.uploads.get(key);
  if (!upload) return 'unknown';
  if (upload.expires_at < now) return 'expired';
  const refused = refuseDeclaredType(
    declaredMediaType(upload.media_type, upload.media_format),
    bytes,
  );
  if (refused) return { refused };
  upload.size = bytes.byteLength;
  return 'stored';
}
