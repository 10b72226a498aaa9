import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';
import type { MediaDraft } from '../brand-media';
import { createMediaBody } from '../brand-media';

/** The three calls of an upload, in the order they run (§7). */
export type UploadStep = 'presign' | 'send' | 'save';

export interface BrandMediaUpload {
  brandId: string;
  file: File;
  draft: MediaDraft;
}

/**
 * GET presigned_url → PUT the bytes → POST /v1/brands/{id}/media. The PUT goes through the table's
 * `PUT {upload_url}` entry (empty content type, force-csrf: true) with the key the presigned answer
 * names; the recorded path is the presigned URL's.
 */
export async function uploadBrandMedia(
  { brandId, file, draft }: BrandMediaUpload,
  onStep: (step: UploadStep) => void,
) {
  onStep('presign');
  const presigned = await request(api.brands.presignedUrl, {
    params: { brandId },
    query: { media_type: draft.type, media_format: draft.format, file_name: file.name },
  });
  onStep('send');
  await request(api.content.upload, {
    params: { key: presigned.key },
    body: new Uint8Array(await file.arrayBuffer()),
  });
  onStep('save');
  return request(api.brands.createMedia, {
    params: { brandId },
    body: createMediaBody(draft, presigned.href),
  });
}

export function useUploadBrandMedia(onStep: (step: UploadStep) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: BrandMediaUpload) => uploadBrandMedia(upload, onStep),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyFor(api.brands.listMedia) }),
  });
}
