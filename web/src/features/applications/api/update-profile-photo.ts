import type { BodyOf } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';
import { toProfileJpeg } from '../profile-photo';

/** Multipart file (the 240x240 jpeg of §3) with no rotation: the photo is squared before upload. */
export const updateProfilePhoto = (file: Blob) =>
  request(api.users.profilePhoto, {
    body: {
      file: new File([file], 'profile.jpg', { type: 'image/jpeg' }),
      degrees: 0,
      rotation: 0,
    } as unknown as BodyOf<typeof api.users.profilePhoto>,
  });

export function useUpdateProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    // Squaring happens inside the mutation so an unreadable image shows the same error as a failed upload.
    mutationFn: async (picked: Blob) => updateProfilePhoto(await toProfileJpeg(picked)),
    onSuccess: (media) => queryClient.setQueryData(keyFor(api.users.basicMedia), media),
  });
}
