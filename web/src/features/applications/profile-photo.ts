/** §3 /: profile images are 240x240 jpeg. */
export const PROFILE_IMAGE_SIZE = 240;

/** The largest centred square of an image: what the profile photo keeps of it. */
export function centredSquare(
  width: number,
  height: number,
): { sx: number; sy: number; side: number } {
  const side = Math.max(0, Math.min(width, height));
  return { sx: Math.round((width - side) / 2), sy: Math.round((height - side) / 2), side };
}

/** Draws the centred square of a picked image onto a 240x240 canvas and encodes it as jpeg. */
export async function toProfileJpeg(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const { sx, sy, side } = centredSquare(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = PROFILE_IMAGE_SIZE;
  canvas.height = PROFILE_IMAGE_SIZE;
  canvas
    .getContext('2d')
    ?.drawImage(bitmap, sx, sy, side, side, 0, 0, PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('could not encode the photo'))),
      'image/jpeg',
      0.9,
    ),
  );
}
