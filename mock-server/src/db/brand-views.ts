import type { BrandListItem, BrandLocation, BrandTreeNode } from '@ws/contracts';
import { pick } from './indexes.ts';
import { ancestry, brandSubtree } from './tree.ts';
import type { BrandRow, EmployeeRow, UserRow, World } from './types.ts';

export const toListItem = ({ id, name, type, group_id, parent_id }: BrandRow): BrandListItem => ({
  id,
  name,
  type,
  group_id,
  parent_id,
});

export const toLocation = (b: BrandRow): BrandLocation => ({
  brand_id: b.id,
  address: b.address,
  city: b.city,
  state: b.state,
  postal_code: b.postal_code,
  country: b.country,
  latitude: b.latitude,
  longitude: b.longitude,
  timezone: b.timezone,
});

export const childrenOf = (world: World, brandId: string): BrandRow[] =>
  pick(world.brands, world.childrenOf.get(brandId));

/** The brand's locations (CHILD brands at or under it). */
export const locationsUnder = (world: World, brandId: string): BrandRow[] =>
  pick(world.brands, brandSubtree(world, brandId)).filter((b) => b.type === 'CHILD');

export interface TreeOptions {
  includeJobs: boolean;
  includeArchived: boolean;
  services: string[] | undefined;
}

/** A subtree; with a service filter, a node stays when it or any descendant has one of the services. */
export function buildTree(world: World, brand: BrandRow, opts: TreeOptions): BrandTreeNode | null {
  if (brand.archived && !opts.includeArchived) return null;
  const children = childrenOf(world, brand.id)
    .map((child) => buildTree(world, child, opts))
    .filter((n) => n !== null);
  const matches = !opts.services || brand.services.some((s) => opts.services?.includes(s.code));
  if (!matches && children.length === 0) return null;
  return {
    id: brand.id,
    name: brand.name,
    type: brand.type,
    archived: brand.archived,
    ...(opts.includeJobs ? { jobs: openJobs(world, brand) } : {}),
    children,
  };
}

/** Positions someone applied for at this location: what the tree shows as jobs. */
function openJobs(world: World, brand: BrandRow) {
  const ids = new Set(
    pick(world.applications, world.applicationsByBrand.get(brand.id)).map((a) => a.position_id),
  );
  return [...ids]
    .sort()
    .map((id) => ({ position_id: id, name: world.positions.get(id)?.name ?? '' }));
}

export const employeesUnder = (
  world: World,
  brandId: string,
  includeChildren: boolean,
): EmployeeRow[] =>
  (includeChildren ? brandSubtree(world, brandId) : [brandId]).flatMap((id) =>
    pick(world.employees, world.employeesByBrand.get(id)),
  );

/** Case and accents aside, so "jose" finds "José" as a manager would expect. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The brand's employees (its locations' too) whose first name, last name or position holds every
 * word of the query ("ana kitchen" finds Ana on the kitchen team), by last then first name.
 */
export function searchEmployees(world: World, brandId: string, query: string): EmployeeRow[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const byName = (e: EmployeeRow) => `${e.last_name} ${e.first_name}`;
  return employeesUnder(world, brandId, true)
    .filter((e) => {
      const text = fold(
        `${e.first_name} ${e.last_name} ${world.positions.get(e.position_id)?.name ?? ''}`,
      );
      return words.every((w) => text.includes(w));
    })
    .sort((a, b) => byName(a).localeCompare(byName(b)));
}

export function positionRef(world: World, positionId: string) {
  const position = world.positions.get(positionId);
  return { id: positionId, name: position?.name ?? '', category_id: position?.category_id ?? '' };
}

/** The nearest scheme on the way up the tree (groups and MICE locations carry one). */
export function employerSchemeFor(world: World, user: UserRow) {
  const owner = ancestry(world, user.entry_brand_id ?? '').find((id) =>
    world.employerSchemes.has(id),
  );
  return owner ? world.employerSchemes.get(owner) : undefined;
}

export function searchBrands(
  world: World,
  root: string,
  query: string,
  includeArchived: boolean,
  types?: string[],
) {
  const needle = query.trim().toLowerCase();
  return pick(world.brands, brandSubtree(world, root)).filter(
    (b) =>
      (includeArchived || !b.archived) &&
      (!types || types.includes(b.type)) &&
      (!needle || [b.name, b.city, b.id].some((v) => v.toLowerCase().includes(needle))),
  );
}
