import { describe, expect, it } from 'vitest';
import { cssColour, schemeSource } from './scheme-source';

describe('profile scheme', () => {
  it('[R6-05] employers with an active MICE service load the employer scheme, others the job-seeker one', () => {
    expect(schemeSource(true, [{ code: 'MICE', type: 'ACTIVE' }])).toBe('employer');
    expect(schemeSource(true, [{ code: 'MICE', type: 'INACTIVE' }])).toBe('jobSeeker');
    expect(schemeSource(true, [{ code: 'TTS_DASHBOARD', type: 'ACTIVE' }])).toBe('jobSeeker');
    expect(schemeSource(false, [{ code: 'MICE', type: 'ACTIVE' }])).toBe('jobSeeker');
  });
  it('turns r,g,b into a CSS colour and refuses anything else', () => {
    expect(cssColour('0,136,221')).toBe('rgb(0 136 221)');
    expect(cssColour('0, 136')).toBeNull();
    expect(cssColour('0,136,999')).toBeNull();
  });
});
