import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/**
 * The cropper already applied any rotation to the 240x240 jpeg it hands over, so the server is told
 * there is nothing left to turn (degrees and rotation 0).
 */
export const updateProfilePhoto = (image: Blob) =>
  request(api.users.profilePhoto, {
    query: {},
    body: {
      file: new File([image], 'profile.jpg', { type: 'image/jpeg' }),
      degrees: 0,
      rotation: 0,
    } as unknown as BodyOf<typeof api.users.profilePhoto>,
  });

export function useUpdateProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfilePhoto,
    onSuccess: async (media) => {
      queryClient.setQueryData(keyFor(api.users.basicMedia), media);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keyFor(api.profile.employerScheme) }),
        queryClient.invalidateQueries({ queryKey: keyFor(api.profile.jobSeekerScheme) }),
      ]);
    },
  });
}
