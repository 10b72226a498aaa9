import { describe, expect, it } from 'vitest';
import { humanise, positionLevels } from './levels';

describe('access portal', () => {
  it('[R3-05] splits the positions level string into a list', () => {
    expect(positionLevels('ENTERPRISE,GROUP,LOCATION')).toEqual([
      'ENTERPRISE',
      'GROUP',
      'LOCATION',
    ]);
    expect(positionLevels('LOCATION')).toEqual(['LOCATION']);
    expect(positionLevels('')).toEqual([]);
  });

  it('reads an untranslated code as words', () => {
    expect(humanise('BACK_OF_HOUSE')).toBe('Back of house');
  });
});
