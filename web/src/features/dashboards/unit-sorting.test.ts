import { beforeEach, describe, expect, it } from 'vitest';
import { applyPolicy, clearItems, policyFor } from '../../lib/storage';
import type { UnitFigures } from './figures';
import { nextSorting, readSorting, saveSorting, sortUnits } from './unit-sorting';
import { stubLocalStorage } from '../../lib/testing/memory-local-storage';

const unit = (
  id: string,
  name: string,
  headcount: number,
  scheduledHours: number | null,
): UnitFigures => ({
  id,
  name,
  headcount,
  scheduledHours,
  onLeave: 0,
  bench: 0,
  applications: 0,
  open: 0,
  stale: 0,
  hired: 0,
  medianDaysToHire: null,
  labourCost: null,
  flags: [],
});
const units = [
  unit('a', 'Boston', 4, 10),
  unit('b', 'Austin', 9, null),
  unit('c', 'Chicago', 1, 30),
];

let data: Map<string, string>;
beforeEach(() => {
  data = stubLocalStorage();
  clearItems();
});

describe('by-location sorting (§3)', () => {
  it('sorts by any column; unknown figures go last either way; a second click turns it round', () => {
    expect(sortUnits(units, null).map((u) => u.id)).toEqual(['a', 'b', 'c']);
    const byHours = nextSorting(null, 'scheduledHours');
    expect(byHours).toEqual({ column: 'scheduledHours', direction: 'descending' });
    expect(sortUnits(units, byHours).map((u) => u.id)).toEqual(['c', 'a', 'b']);
    expect(sortUnits(units, nextSorting(byHours, 'scheduledHours')).map((u) => u.id)).toEqual([
      'a',
      'c',
      'b',
    ]);
    expect(sortUnits(units, nextSorting(byHours, 'name')).map((u) => u.name)).toEqual([
      'Austin',
      'Boston',
      'Chicago',
    ]);
  });

  it('[R3-11] the sorting is the hmap_active_sorting preference: kept across reloads only with preferences consent', () => {
    saveSorting({ column: 'headcount', direction: 'ascending' });
    expect(readSorting()).toEqual({ column: 'headcount', direction: 'ascending' });
    expect(data.get('h_hmap_active_sorting')).toBeUndefined();
    applyPolicy(policyFor(['PREFERENCES']));
    expect(data.get('h_hmap_active_sorting')).toBe('headcount:ascending');
    data.set('h_hmap_active_sorting', 'password:ascending');
    expect(readSorting()).toBeNull();
  });
});
