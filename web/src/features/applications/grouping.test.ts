import { describe, expect, it } from 'vitest';
import { isStage, STAGES } from './grouping';

describe('application stages', () => {
  it('keeps the funnel order the board shows its stage groups in', () => {
    expect(STAGES).toEqual(['APPLIED', 'SCREENING', 'INTERVIEW', 'OFFER', 'HIRED', 'REJECTED']);
  });

  it('accepts only known stages from the URL', () => {
    expect(isStage('OFFER')).toBe(true);
    expect(isStage('offer')).toBe(false);
    expect(isStage(null)).toBe(false);
  });
});
