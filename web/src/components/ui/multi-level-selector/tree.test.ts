import { describe, expect, it } from 'vitest';
import {
  allChecked,
  checkState,
  filterItems,
  type LevelItem,
  levelItem,
  setAll,
  toggleItem,
  visibleItems,
} from './tree';

const tree: LevelItem[] = [
  levelItem('g', 'Group', null, 0, { expandable: true }),
  levelItem('p1', 'North', 'g', 1, { expandable: true }),
  levelItem('c1', 'Harbor Cafe', 'p1', 2),
  levelItem('c2', 'Dock Diner', 'p1', 2),
  levelItem('p2', 'South', 'g', 1),
];

const state = (items: LevelItem[], id: string) =>
  checkState(items.find((i) => i.id === id) ?? tree[0]!);

describe('multi-level selector (§3, §4)', () => {
  it('[R4-25] [R2-48] checking a child makes its parents partial; all children make them checked', () => {
    const one = toggleItem(tree, 'c1');
    expect(state(one, 'c1')).toBe('checked');
    expect(state(one, 'p1')).toBe('partial');
    expect(state(one, 'g')).toBe('partial');
    const both = toggleItem(one, 'c2');
    expect(state(both, 'p1')).toBe('checked');
    expect(state(both, 'g')).toBe('partial');
    expect(state(toggleItem(both, 'p2'), 'g')).toBe('checked');
    expect(state(toggleItem(both, 'p1'), 'c1')).toBe('unchecked');
  });

  it('[R4-25] checking a parent checks every enabled row below it, never a disabled one', () => {
    const withDisabled = tree.map((i) => (i.id === 'c2' ? { ...i, disabled: true } : i));
    const next = toggleItem(withDisabled, 'g');
    expect(state(next, 'c1')).toBe('checked');
    expect(state(next, 'c2')).toBe('unchecked');
    expect(toggleItem(withDisabled, 'c2')).toEqual(withDisabled);
  });

  it('[R2-48] select all and its partial state', () => {
    expect(allChecked(tree)).toBe('unchecked');
    expect(allChecked(toggleItem(tree, 'c1'))).toBe('partial');
    expect(allChecked(setAll(tree, true))).toBe('checked');
    expect(allChecked(setAll(setAll(tree, true), false))).toBe('unchecked');
  });

  it('[R2-48] search keeps matches with their ancestors and finds nothing for no match', () => {
    expect(filterItems(tree, 'diner').map((i) => i.id)).toEqual(['g', 'p1', 'c2']);
    expect(filterItems(tree, 'SOUTH').map((i) => i.id)).toEqual(['g', 'p2']);
    expect(filterItems(tree, 'zzz')).toEqual([]);
    expect(filterItems(tree, '  ')).toHaveLength(5);
  });

  it('[R2-48] expand shows the rows below an expanded parent', () => {
    expect(visibleItems(tree, new Set(), false).map((i) => i.id)).toEqual(['g']);
    expect(visibleItems(tree, new Set(['g']), false).map((i) => i.id)).toEqual(['g', 'p1', 'p2']);
    expect(visibleItems(tree, new Set(['g', 'p1']), false)).toHaveLength(5);
    expect(visibleItems(tree, new Set(), true)).toHaveLength(5);
  });
});
