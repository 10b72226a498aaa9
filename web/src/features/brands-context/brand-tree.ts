import type { BrandTreeNode } from '@ws/contracts';
import { collator } from '../../lib/intl-format';

/** A node of the tree with where it sits: what the flat view and the favourites show. */
export interface PlacedBrand {
  node: BrandTreeNode;
  /** Names from the root down to the parent; empty for the root. */
  path: string[];
}

/** Case- and accent-insensitive, so "cafe" finds "Café" and "KITCHEN" finds "Kitchen". */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Whether a brand name contains the typed filter; an empty filter matches everything. */
export function matchesName(name: string, filter: string): boolean {
  return normalise(name).includes(normalise(filter));
}

export function findNode(root: BrandTreeNode, id: string): BrandTreeNode | null {
  if (root.id === id) return root;
  for (const child of root.children) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return null;
}

/** The ids from the root down to the brand's parent, so the tree can open on the active brand. */
export function ancestorIds(root: BrandTreeNode, id: string): string[] {
  if (root.id === id) return [];
  for (const child of root.children) {
    const below = ancestorIds(child, id);
    if (child.id === id || below.length > 0) return [root.id, ...below];
  }
  return [];
}

/**
 * Drops archived brands with everything under them, as the server does without include_archived.
 * The root stays: the server always answers the requested brand, archived or not. Needed because
 * the list shown while a refetch runs may still be the one fetched with archived brands.
 */
export function withoutArchived(root: BrandTreeNode): BrandTreeNode {
  return {
    ...root,
    children: root.children.filter((child) => !child.archived).map(withoutArchived),
  };
}

/** Every node with its path, ordered by name (then path, then id, so equal names stay put). */
export function flattenTree(root: BrandTreeNode, locale?: string): PlacedBrand[] {
  const out: PlacedBrand[] = [];
  const walk = (node: BrandTreeNode, path: string[]) => {
    out.push({ node, path });
    for (const child of node.children) walk(child, [...path, node.name]);
  };
  walk(root, []);
  const byName = collator(locale, { sensitivity: 'base', numeric: true });
  return out.sort(
    (a, b) =>
      byName.compare(a.node.name, b.node.name) ||
      byName.compare(a.path.join('/'), b.path.join('/')) ||
      byName.compare(a.node.id, b.node.id),
  );
}

export interface FilteredTree {
  root: BrandTreeNode;
  /** Brands whose own name matches. */
  matches: Set<string>;
  /** Brands with a match below them: opened so every match is visible. */
  opened: Set<string>;
}

/**
 * The structured view of a filter: matching brands, the ancestors that lead to them, and
 * everything under a match (collapsed), so a matching region can still be opened to its
 * locations. Null when nothing matches.
 */
export function filterTree(root: BrandTreeNode, filter: string): FilteredTree | null {
  const matches = new Set<string>();
  const opened = new Set<string>();
  if (!normalise(filter)) return { root, matches, opened };
  const visit = (
    node: BrandTreeNode,
    underMatch: boolean,
  ): { node: BrandTreeNode; holdsMatch: boolean } | null => {
    const self = matchesName(node.name, filter);
    if (self) matches.add(node.id);
    const kept = node.children.flatMap((child) => visit(child, underMatch || self) ?? []);
    const below = kept.some((k) => k.holdsMatch);
    if (below) opened.add(node.id);
    if (!self && !below && !underMatch) return null;
    return { node: { ...node, children: kept.map((k) => k.node) }, holdsMatch: self || below };
  };
  const result = visit(root, false);
  return result ? { root: result.node, matches, opened } : null;
}
