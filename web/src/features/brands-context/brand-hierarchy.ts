import type { BrandListItem } from '@ws/contracts';

/**
 * Orders a flat brand list as its hierarchy: each brand followed by its children, with depth.
 * A brand whose parent (or group) is not in the list starts a tree of its own.
 */
export function asHierarchy(brands: readonly BrandListItem[]): { brand: BrandListItem; depth: number }[] {
  const ids = new Set(brands.map((b) => b.id));
  const parentOf = (b: BrandListItem) => {
    if (b.parent_id && ids.has(b.parent_id)) return b.parent_id;
    if (b.group_id && b.group_id !== b.id && ids.has(b.group_id)) return b.group_id;
    return null;
  };
  const out: { brand: BrandListItem; depth: number }[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const brand of brands.filter((b) => parentOf(b) === parent)) {
      out.push({ brand, depth });
      walk(brand.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
