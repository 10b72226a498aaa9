import { createHash } from 'node:crypto';
import type { UserMedia, World } from './types.ts';

export const userMediaOf = (world: World, userId: string): UserMedia =>
  world.userMedia.get(userId) ?? { profile_image: null, rectangle_profile_image: null };

/**
 * Keeps the uploaded 240x240 jpeg (§3) as a data URI, so the web app shows it with no file
 * server; the uuid is the content hash, so the same photo keeps its id.
 */
export function setProfilePhoto(world: World, userId: string, jpeg: Buffer): UserMedia {
  const uuid = createHash('sha256').update(jpeg).digest('hex').slice(0, 32);
  const media = {
    ...userMediaOf(world, userId),
    profile_image: { uuid, path: `data:image/jpeg;base64,${jpeg.toString('base64')}` },
  };
  world.userMedia.set(userId, media);
  return media;
}
