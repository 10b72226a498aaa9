import type { BrandTreeNode } from '@ws/contracts';

export type LocationFilter = 'ALL_LEVELS' | 'CHILDREN_ONLY';

/** One row of a dashboard's breakdown: a brand and every brand id whose figures roll up into it. */
export interface ReportingUnit {
  id: string;
  name: string;
  type: string;
  memberIds: string[];
}

const subtreeIds = (node: BrandTreeNode): string[] => [
  node.id,
  ...node.children.filter((child) => !child.archived).flatMap(subtreeIds),
];

function leaves(node: BrandTreeNode): BrandTreeNode[] {
  return node.children.length === 0 ? [node] : node.children.flatMap(leaves);
}

/**
 * The reporting location filter decides the rows: ALL_LEVELS reports every location at
 * any depth on its own; CHILDREN_ONLY reports only the brand's direct children, each rolling up
 * everything beneath it. Unset behaves as ALL_LEVELS (our choice: the most detailed view). A brand
 * without children is its own single row.
 */
export function reportingUnits(
  root: BrandTreeNode,
  filter: LocationFilter | null,
): ReportingUnit[] {
  const live = (node: BrandTreeNode) => !node.archived;
  if (root.children.filter(live).length === 0) {
    return [{ id: root.id, name: root.name, type: root.type, memberIds: [root.id] }];
  }
  if (filter === 'CHILDREN_ONLY') {
    return root.children.filter(live).map((child) => ({
      id: child.id,
      name: child.name,
      type: child.type,
      memberIds: subtreeIds(child),
    }));
  }
  return leaves(root)
    .filter(live)
    .map((leaf) => ({ id: leaf.id, name: leaf.name, type: leaf.type, memberIds: [leaf.id] }));
}

/** brand id → the unit it rolls up into. */
export function unitIndex(units: readonly ReportingUnit[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const unit of units) for (const id of unit.memberIds) index.set(id, unit.id);
  return index;
}
