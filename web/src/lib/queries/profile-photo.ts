import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { request } from '../api-client';
import { keyFor } from '../query-keys';

export const getBasicMedia = () => request(api.users.basicMedia);

/** The user's stored media, the profile photo among them; an upload below replaces it in the cache. */
export const basicMediaQueryOptions = () =>
  queryOptions({
    queryKey: keyFor(api.users.basicMedia),
    queryFn: getBasicMedia,
    staleTime: 60_000,
  });

export const useBasicMedia = () => useQuery(basicMediaQueryOptions());

/**
 * PUT /v1/profile_photo with the 240x240 jpeg of §3. The photo reaches here already squared and
 * turned, so the server is told there is nothing left to rotate (degrees and rotation 0).
 */
export const updateProfilePhoto = (image: Blob) =>
  request(api.users.profilePhoto, {
    body: {
      file: new File([image], 'profile.jpg', { type: 'image/jpeg' }),
      degrees: 0,
      rotation: 0,
    } as unknown as BodyOf<typeof api.users.profilePhoto>,
  });

/**
 * Uploads a new profile photo; `prepare` turns what the user picked into the jpeg (inside the
 * mutation, so an unreadable image shows the same error as a failed upload). The stored media and
 * the profile schemes, which carry the header's picture, follow the new photo.
 */
export function useUpdateProfilePhoto(
  prepare: (picked: Blob) => Promise<Blob> = async (picked) => picked,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (picked: Blob) => updateProfilePhoto(await prepare(picked)),
    onSuccess: async (media) => {
      queryClient.setQueryData(keyFor(api.users.basicMedia), media);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keyFor(api.profile.employerScheme) }),
        queryClient.invalidateQueries({ queryKey: keyFor(api.profile.jobSeekerScheme) }),
      ]);
    },
  });
}
