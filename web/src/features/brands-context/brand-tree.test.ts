import type { BrandTreeNode } from '@ws/contracts';
import { describe, expect, it } from 'vitest';
import {
  ancestorIds,
  filterTree,
  findNode,
  flattenTree,
  matchesName,
  withoutArchived,
} from './brand-tree';

const node = (
  id: string,
  name: string,
  children: BrandTreeNode[] = [],
  archived = false,
): BrandTreeNode => ({
  id,
  name,
  type: id.startsWith('GP') ? 'GP' : id.startsWith('PA') ? 'PARENT' : 'CHILD',
  archived,
  children,
});

// GP-1 ─┬─ PA-1 Alaska Region ─┬─ CH-1 Boston Kitchen
//       │                      └─ CH-2 Zulu Kitchen (archived) ── CH-9 Annex
//       └─ PA-2 Ohio Region ───┬─ CH-3 Café Central
//                              └─ CH-4 boston Bakery
const tree = node('GP-1', 'Harbor Group', [
  node('PA-1', 'Alaska Region', [
    node('CH-1', 'Boston Kitchen'),
    node('CH-2', 'Zulu Kitchen', [node('CH-9', 'Annex')], true),
  ]),
  node('PA-2', 'Ohio Region', [node('CH-3', 'Café Central'), node('CH-4', 'boston Bakery')]),
]);

const ids = (root: BrandTreeNode): string[] => [root.id, ...root.children.flatMap(ids)];

describe('brand switcher tree (§1)', () => {
  it('matches names without regard to case or accents', () => {
    expect(matchesName('Café Central', 'cafe')).toBe(true);
    expect(matchesName('Boston Kitchen', ' KITCHEN ')).toBe(true);
    expect(matchesName('Boston Kitchen', '')).toBe(true);
    expect(matchesName('Boston Kitchen', 'ohio')).toBe(false);
  });

  it('finds a brand and the ancestors to open for it', () => {
    expect(findNode(tree, 'CH-9')?.name).toBe('Annex');
    expect(findNode(tree, 'nope')).toBeNull();
    expect(ancestorIds(tree, 'CH-9')).toEqual(['GP-1', 'PA-1', 'CH-2']);
    expect(ancestorIds(tree, 'PA-2')).toEqual(['GP-1']);
    expect(ancestorIds(tree, 'GP-1')).toEqual([]);
    expect(ancestorIds(tree, 'nope')).toEqual([]);
  });

  it('a filter keeps the matches and the ancestors that lead to them, opened', () => {
    const result = filterTree(tree, 'boston');
    expect(result && ids(result.root)).toEqual(['GP-1', 'PA-1', 'CH-1', 'PA-2', 'CH-4']);
    expect([...(result?.matches ?? [])].sort()).toEqual(['CH-1', 'CH-4']);
    expect([...(result?.opened ?? [])].sort()).toEqual(['GP-1', 'PA-1', 'PA-2']);
  });

  it('a filter matching a branch keeps everything under it, closed, so it can still be opened', () => {
    const result = filterTree(tree, 'alaska');
    expect(result && ids(result.root)).toEqual(['GP-1', 'PA-1', 'CH-1', 'CH-2', 'CH-9']);
    expect([...(result?.opened ?? [])]).toEqual(['GP-1']);
  });

  it('a filter matching nothing gives null; an empty one gives the whole tree', () => {
    expect(filterTree(tree, 'nowhere')).toBeNull();
    const all = filterTree(tree, '  ');
    expect(all?.root).toBe(tree);
    expect(all?.matches.size).toBe(0);
  });

  it('the flat view lists every brand by name, with its parent path', () => {
    const flat = flattenTree(tree, 'en');
    expect(flat.map((b) => b.node.name)).toEqual([
      'Alaska Region',
      'Annex',
      'boston Bakery',
      'Boston Kitchen',
      'Café Central',
      'Harbor Group',
      'Ohio Region',
      'Zulu Kitchen',
    ]);
    expect(flat.find((b) => b.node.id === 'CH-9')?.path).toEqual([
      'Harbor Group',
      'Alaska Region',
      'Zulu Kitchen',
    ]);
    expect(flat.find((b) => b.node.id === 'GP-1')?.path).toEqual([]);
  });

  it('the flat view orders equal names by their path, and numbers by value', () => {
    const twins = node('GP-1', 'Group', [
      node('PA-2', 'West', [node('CH-2', 'Store 10'), node('CH-3', 'Main')]),
      node('PA-1', 'East', [node('CH-1', 'Main'), node('CH-4', 'Store 9')]),
    ]);
    expect(flattenTree(twins, 'en').map((b) => b.node.id)).toEqual([
      'PA-1',
      'GP-1',
      'CH-1',
      'CH-3',
      'CH-4',
      'CH-2',
      'PA-2',
    ]);
  });

  it('archived brands keep their flag, and leave with everything under them when hidden; the root always stays', () => {
    expect(
      flattenTree(tree)
        .filter((b) => b.node.archived)
        .map((b) => b.node.id),
    ).toEqual(['CH-2']);
    expect(ids(withoutArchived(tree))).toEqual(['GP-1', 'PA-1', 'CH-1', 'PA-2', 'CH-3', 'CH-4']);
    const archivedRoot = node('CH-5', 'Closed Kitchen', [], true);
    expect(withoutArchived(archivedRoot)).toEqual(archivedRoot);
    expect(filterTree(tree, 'zulu')?.root.children[0]?.children[0]?.archived).toBe(true);
  });
});
