/** §9: crop ratio 3:1, zoom step 0.1, rotation in quarter turns; the profile image is 240×240 jpeg. */
export const RECTANGLE_RATIO = 3;
export const ZOOM_STEP = 0.1;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;
export const ROTATION_STEP = 90;
export const PROFILE_IMAGE = { width: 240, height: 240, type: 'image/jpeg' } as const;
export const CROP_NEEDS_IMAGE = 'Cropping needs a loaded image';

export type CropShape = 'original' | 'square' | 'rectangle';
export const CROP_SHAPES: readonly CropShape[] = ['original', 'square', 'rectangle'];

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function aspectFor(shape: CropShape, natural: { width: number; height: number }): number {
  if (shape === 'square') return 1;
  if (shape === 'rectangle') return RECTANGLE_RATIO;
  return natural.height > 0 ? natural.width / natural.height : 1;
}

export function nextRotation(rotation: number): number {
  return (rotation + ROTATION_STEP) % 360;
}

export function clampZoom(zoom: number): number {
  return Math.round(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)) * 10) / 10;
}

/** The box a rotated image needs, so no corner is cut off before cropping. */
export function rotatedSize(width: number, height: number, rotation: number) {
  const rad = (rotation * Math.PI) / 180;
  return {
    width: Math.round(Math.abs(Math.cos(rad) * width) + Math.abs(Math.sin(rad) * height)),
    height: Math.round(Math.abs(Math.sin(rad) * width) + Math.abs(Math.cos(rad) * height)),
  };
}

/** Square crops become the 240×240 profile image; the 3:1 banner keeps that height; the original keeps its size. */
export function outputFor(shape: CropShape, area: PixelArea): CropOutput {
  if (shape === 'square') return PROFILE_IMAGE;
  if (shape === 'rectangle')
    return {
      width: PROFILE_IMAGE.height * RECTANGLE_RATIO,
      height: PROFILE_IMAGE.height,
      type: PROFILE_IMAGE.type,
    };
  return {
    width: Math.round(area.width),
    height: Math.round(area.height),
    type: PROFILE_IMAGE.type,
  };
}

export function isLoaded(image: HTMLImageElement | null | undefined): image is HTMLImageElement {
  return Boolean(image && image.complete && image.naturalWidth > 0);
}

export interface CropOutput {
  width: number;
  height: number;
  type: string;
}

/** Draws the rotated image, cuts the area out and scales it to the output (§3: the profile is 240×240 jpeg). */
export async function cropImage(
  image: HTMLImageElement | null | undefined,
  area: PixelArea,
  rotation: number,
  output: CropOutput = PROFILE_IMAGE,
): Promise<Blob> {
  if (!isLoaded(image)) throw new Error(CROP_NEEDS_IMAGE);
  const box = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  const rotated = document.createElement('canvas');
  rotated.width = box.width;
  rotated.height = box.height;
  const rctx = rotated.getContext('2d');
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  const ctx = canvas.getContext('2d');
  if (!rctx || !ctx) throw new Error('Canvas is not available');
  rctx.translate(box.width / 2, box.height / 2);
  rctx.rotate((rotation * Math.PI) / 180);
  rctx.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);
  // jpeg has no transparency: a white ground keeps transparent PNG corners from turning black.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, output.width, output.height);
  ctx.drawImage(
    rotated,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    output.width,
    output.height,
  );
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the image'))),
      output.type,
      0.92,
    );
  });
}
