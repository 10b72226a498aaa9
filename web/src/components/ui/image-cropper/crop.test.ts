import { describe, expect, it } from 'vitest';
import {
  aspectFor,
  clampZoom,
  CROP_NEEDS_IMAGE,
  CROP_SHAPES,
  cropImage,
  isLoaded,
  nextRotation,
  outputFor,
  PROFILE_IMAGE,
  RECTANGLE_RATIO,
  rotatedSize,
  ROTATION_STEP,
  ZOOM_STEP,
} from './crop';

describe('image cropper (§2, §3, §5, §9)', () => {
  it('[R2-46] offers Keep the original image, Square and Rectangle (3:1)', () => {
    expect(CROP_SHAPES).toEqual(['original', 'square', 'rectangle']);
    expect(aspectFor('original', { width: 800, height: 600 })).toBeCloseTo(4 / 3);
    expect(aspectFor('square', { width: 800, height: 600 })).toBe(1);
    expect(aspectFor('rectangle', { width: 800, height: 600 })).toBe(3);
  });

  it('[R9-10] crops at 3:1, zooms in steps of 0.1 and rotates 90 degrees', () => {
    expect(RECTANGLE_RATIO).toBe(3);
    expect(ZOOM_STEP).toBe(0.1);
    expect(ROTATION_STEP).toBe(90);
    expect(clampZoom(1 + ZOOM_STEP)).toBe(1.1);
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(9)).toBe(3);
    expect([0, 90, 180, 270].map(nextRotation)).toEqual([90, 180, 270, 0]);
    expect(rotatedSize(300, 100, 90)).toEqual({ width: 100, height: 300 });
  });

  it('[R3-06] [R9-10] outputs the profile image as a 240x240 jpeg', () => {
    expect(PROFILE_IMAGE).toEqual({ width: 240, height: 240, type: 'image/jpeg' });
    const area = { x: 0, y: 0, width: 500, height: 400 };
    expect(outputFor('square', area)).toEqual(PROFILE_IMAGE);
    expect(outputFor('rectangle', area)).toEqual({ width: 720, height: 240, type: 'image/jpeg' });
    expect(outputFor('original', area)).toEqual({ width: 500, height: 400, type: 'image/jpeg' });
  });

  it('[R5-14] cropping needs a loaded image', async () => {
    expect(isLoaded(null)).toBe(false);
    expect(isLoaded({ complete: true, naturalWidth: 0 } as HTMLImageElement)).toBe(false);
    expect(isLoaded({ complete: true, naturalWidth: 10 } as HTMLImageElement)).toBe(true);
    await expect(cropImage(null, { x: 0, y: 0, width: 1, height: 1 }, 0)).rejects.toThrow(
      CROP_NEEDS_IMAGE,
    );
    await expect(
      cropImage(
        { complete: false, naturalWidth: 0 } as HTMLImageElement,
        { x: 0, y: 0, width: 1, height: 1 },
        0,
      ),
    ).rejects.toThrow(CROP_NEEDS_IMAGE);
  });
});
