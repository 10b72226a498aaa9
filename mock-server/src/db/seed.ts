import { Faker, en } from '@faker-js/faker';
import type { BrandService } from '@ws/contracts';
import { demoAccounts } from './demo-accounts.ts';
import type { BrandKind, BrandRow, UserRow, World } from './types.ts';

export const DEFAULT_SEED = 20261122;

const active = (...codes: string[]): BrandService[] =>
  codes.map((code) => ({ code, type: 'ACTIVE', access_type: 'NONE' }));

/** The same world on every start: everything random comes from one seeded faker. */
export function seedWorld({ seed = DEFAULT_SEED, scale = 1 } = {}): World {
  const faker = new Faker({ locale: [en], seed });
  const world: World = {
    seed,
    scale,
    brands: new Map(),
    users: new Map(),
    usersByEmail: new Map(),
    childrenOf: new Map(),
    revokedRefreshTokens: new Set(),
  };

  const addBrand = (
    kind: BrandKind,
    id: string,
    name: string,
    parent: BrandRow | null,
    services: BrandService[],
  ): BrandRow => {
    const row: BrandRow = {
      id,
      name,
      type: kind,
      group_id: kind === 'GP' ? id : (parent?.group_id ?? null),
      parent_id: parent?.id ?? null,
      archived: false,
      suspended: false,
      address: faker.location.streetAddress(),
      city: faker.location.city(),
      services,
      location_filter_type: null,
    };
    world.brands.set(id, row);
    if (parent) world.childrenOf.set(parent.id, [...(world.childrenOf.get(parent.id) ?? []), id]);
    return row;
  };

  const enterprise = addBrand('ENTERPRISE', 'EN-1', 'Harbor Hospitality', null, active('TEAM_SCHEDULING'));
  const groups: BrandRow[] = [];
  for (let g = 1; g <= 2 * scale; g++) {
    const group = addBrand('GP', `GP-${g}`, `${faker.company.name()} Group`, enterprise, active('TEAM_SCHEDULING'));
    groups.push(group);
    for (let p = 1; p <= 2; p++) {
      const parent = addBrand('PARENT', `PA-${g}-${p}`, `${faker.location.state()} Region`, group, active('TEAM_SCHEDULING'));
      for (let c = 1; c <= 5; c++) {
        addBrand('CHILD', `CH-${g}-${p}-${c}`, `${faker.location.city()} Kitchen`, parent, active('TEAM_SCHEDULING'));
      }
    }
  }

  const child = (id: string) => {
    const row = world.brands.get(id);
    if (!row) throw new Error(`seed: missing brand ${id}`);
    return row;
  };
  const tts = child('CH-1-1-1');
  tts.services = active('TEAM_SCHEDULING', 'TTS_DASHBOARD');
  const [group, haloGroup] = groups;
  if (!group || !haloGroup) throw new Error('seed: needs two groups');
  haloGroup.services = active('TEAM_SCHEDULING', 'HALO_DASHBOARD');
  const risk = child('PA-1-1');
  risk.services = active('TEAM_SCHEDULING', 'RISK_DETECTION');
  risk.location_filter_type = 'ALL_LEVELS';
  const engage = child('PA-2-1');
  engage.services = active('TEAM_SCHEDULING', 'HARRI_ENGAGE');
  const suspended = child('CH-2-1-1');
  suspended.suspended = true;

  const addUser = (user: UserRow) => {
    world.users.set(user.id, user);
    world.usersByEmail.set(user.email.toLowerCase(), user);
  };
  demoAccounts({
    group,
    tts,
    hiring: child('CH-1-1-2'),
    scheduling: child('CH-1-1-3'),
    haloGroup,
    risk,
    engage,
    noSales: child('CH-1-2-1'),
    suspended,
  }).forEach(addUser);

  return world;
}

/** The brand and all its descendants: what a policy on that brand covers. */
export function brandSubtree(world: World, brandId: string): string[] {
  const out: string[] = [];
  const stack = [brandId];
  while (stack.length) {
    const id = stack.pop() as string;
    out.push(id);
    stack.push(...(world.childrenOf.get(id) ?? []));
  }
  return out;
}
