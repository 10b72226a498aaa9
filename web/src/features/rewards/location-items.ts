import type { BrandTreeNode } from '@ws/contracts';
import type { LevelItem } from '../../components/ui/multi-level-selector/tree';

/** The brand tree as selector rows; only locations (CHILD brands) can be covered by a budget. */
export function locationItems(root: BrandTreeNode, selected: readonly string[]): LevelItem[] {
  const picked = new Set(selected);
  const rows: LevelItem[] = [];
  const visit = (node: BrandTreeNode, level: number, parent: string | null) => {
    const isLocation = node.type === 'CHILD';
    rows.push({
      id: node.id,
      code: node.id,
      name: node.name,
      level,
      parent,
      checked: isLocation && picked.has(node.id),
      partial: false,
      active: !node.archived,
      expandable: node.children.length > 0,
      disabled: false,
    });
    node.children.forEach((child) => visit(child, level + 1, node.id));
  };
  visit(root, 0, null);
  return withParentsDerived(rows);
}

/** Parents show checked when all their locations are, partial when some are. */
function withParentsDerived(rows: LevelItem[]): LevelItem[] {
  const kids = new Map<string, LevelItem[]>();
  for (const row of rows)
    if (row.parent) kids.set(row.parent, [...(kids.get(row.parent) ?? []), row]);
  const derive = (row: LevelItem): LevelItem => {
    const children = kids.get(row.id);
    if (!children) return row;
    const leaves = children.map(derive);
    const all = leaves.every((c) => c.checked && !c.partial);
    const none = leaves.every((c) => !c.checked && !c.partial);
    row.checked = all;
    row.partial = !all && !none;
    return row;
  };
  rows.filter((r) => r.parent === null).forEach(derive);
  return rows;
}

/** The checked locations, in tree order, for the budget's location_brand_ids. */
export function checkedLocations(items: readonly LevelItem[], root: BrandTreeNode): string[] {
  const locations = new Set<string>();
  const collect = (node: BrandTreeNode) => {
    if (node.type === 'CHILD') locations.add(node.id);
    node.children.forEach(collect);
  };
  collect(root);
  return items.filter((i) => i.checked && !i.partial && locations.has(i.id)).map((i) => i.id);
}
