import type { World } from './types.ts';

/** The brand and all its descendants: what a policy on that brand covers. */
export function brandSubtree(world: World, brandId: string): string[] {
  const out: string[] = [];
  const stack = [brandId];
  while (stack.length) {
    const id = stack.pop() as string;
    out.push(id);
    const children = world.childrenOf.get(id);
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as string);
  }
  return out;
}

/** Whether `ancestorId` is `brandId` or above it: a walk up the parents, O(depth) at any scale. */
export function isWithin(world: World, brandId: string, ancestorId: string): boolean {
  let id: string | null = brandId;
  while (id) {
    if (id === ancestorId) return true;
    id = world.brands.get(id)?.parent_id ?? null;
  }
  return false;
}

/** The brand and its ancestors, nearest first. */
export function ancestry(world: World, brandId: string): string[] {
  const out: string[] = [];
  let id: string | null = brandId;
  while (id && world.brands.has(id)) {
    out.push(id);
    id = world.brands.get(id)?.parent_id ?? null;
  }
  return out;
}
