import { describe, expect, it } from 'vitest';
import { centredSquare, PROFILE_IMAGE_SIZE } from './profile-photo';

describe('profile photo (§3)', () => {
  it('[R3-06] is saved at 240x240', () => {
    expect(PROFILE_IMAGE_SIZE).toBe(240);
  });

  it('keeps the largest centred square of the picked image', () => {
    expect(centredSquare(800, 600)).toEqual({ sx: 100, sy: 0, side: 600 });
    expect(centredSquare(600, 900)).toEqual({ sx: 0, sy: 150, side: 600 });
    expect(centredSquare(240, 240)).toEqual({ sx: 0, sy: 0, side: 240 });
  });
});
