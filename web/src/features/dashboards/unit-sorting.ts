import { readItem, writeItem } from '../../lib/storage';
import type { UnitFigures } from './figures';

export type SortColumn =
  | 'name'
  | 'headcount'
  | 'onLeave'
  | 'bench'
  | 'scheduledHours'
  | 'labourCost'
  | 'applications'
  | 'open'
  | 'hired'
  | 'medianDaysToHire'
  | 'flags';
export interface UnitSorting {
  column: SortColumn;
  direction: 'ascending' | 'descending';
}

const COLUMNS: readonly SortColumn[] = [
  'name',
  'headcount',
  'onLeave',
  'bench',
  'scheduledHours',
  'labourCost',
  'applications',
  'open',
  'hired',
  'medianDaysToHire',
  'flags',
];

/**
 * §3 hmap_active_sorting, a preference: how the by-location table is sorted, as "column:direction".
 * Being in the preferences category it outlives a reload only with that consent.
 */
export function readSorting(): UnitSorting | null {
  const [column, direction] = (readItem('hmap_active_sorting') ?? '').split(':');
  if (!COLUMNS.includes(column as SortColumn)) return null;
  if (direction !== 'ascending' && direction !== 'descending') return null;
  return { column: column as SortColumn, direction };
}

export const saveSorting = (sorting: UnitSorting) =>
  writeItem('hmap_active_sorting', `${sorting.column}:${sorting.direction}`);

/** A click on the sorted column turns it round; another column starts with the largest (names A to Z). */
export function nextSorting(current: UnitSorting | null, column: SortColumn): UnitSorting {
  if (current?.column === column)
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: column === 'name' ? 'ascending' : 'descending' };
}

/** Unknown figures (no shifts, no hires yet) go last whichever way the column is sorted. */
export function sortUnits(
  units: readonly UnitFigures[],
  sorting: UnitSorting | null,
): UnitFigures[] {
  if (!sorting) return [...units];
  const sign = sorting.direction === 'ascending' ? 1 : -1;
  const valueOf = (unit: UnitFigures) =>
    sorting.column === 'flags' ? unit.flags.length : unit[sorting.column];
  return [...units].sort((a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === 'string' || typeof y === 'string')
      return sign * String(x).localeCompare(String(y));
    return sign * (x - y);
  });
}
