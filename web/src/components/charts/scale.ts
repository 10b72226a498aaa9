/** A round upper bound for an axis (1, 2, 2.5 or 5 times a power of ten) so gridlines read well. */
export function niceMax(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

/** The share of `max` a value fills, clamped to 0..1. */
export const share = (value: number, max: number) =>
  max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
