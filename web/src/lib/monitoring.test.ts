import { describe, expect, it } from 'vitest';
import { isSampled, samplingPercent } from './monitoring';

describe('monitoring sampling (§9)', () => {
  it('[R9-09] 10 % when logged out or unset, otherwise from brand settings', () => {
    expect(samplingPercent(false, { is_enabled: true, sampling_percentage: 80 })).toBe(10);
    expect(samplingPercent(true, null)).toBe(10);
    expect(samplingPercent(true, { is_enabled: true })).toBe(10);
    expect(samplingPercent(true, { is_enabled: true, sampling_percentage: 35 })).toBe(35);
    expect(samplingPercent(true, { is_enabled: false, sampling_percentage: 35 })).toBe(0);
    expect(isSampled(10, 0.05)).toBe(true);
    expect(isSampled(10, 0.5)).toBe(false);
  });
});
