import { describe, expect, it } from 'vitest';
import { humanise, positionLevels } from './levels';
import { filterLocations } from './locations';

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

  it('finds locations by name, city or id, case-insensitively', () => {
    const rows = [
      {
        brand_id: 'CH-1-1-1',
        name: 'Austin Kitchen',
        city: 'Austin',
        address: '1 Main St',
        user_count: 8,
      },
      {
        brand_id: 'CH-1-1-2',
        name: 'Dallas Kitchen',
        city: 'Dallas',
        address: '2 Elm St',
        user_count: 7,
      },
    ];
    expect(filterLocations(rows, 'dallas').map((r) => r.brand_id)).toEqual(['CH-1-1-2']);
    expect(filterLocations(rows, 'ch-1-1-1').map((r) => r.brand_id)).toEqual(['CH-1-1-1']);
    expect(filterLocations(rows, '  ')).toHaveLength(2);
  });
});
