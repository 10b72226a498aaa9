import { describe, expect, it } from 'vitest';
import { niceMax, share } from './scale';

describe('chart scale', () => {
  it('rounds an axis maximum up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(13)).toBe(20);
    expect(niceMax(21)).toBe(25);
    expect(niceMax(480)).toBe(500);
    expect(niceMax(1000)).toBe(1000);
  });

  it('clamps a bar share to 0..1', () => {
    expect(share(5, 10)).toBe(0.5);
    expect(share(15, 10)).toBe(1);
    expect(share(3, 0)).toBe(0);
  });
});
