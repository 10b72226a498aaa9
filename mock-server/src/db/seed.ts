import { Faker, en } from '@faker-js/faker';
import type { BrandService } from '@ws/contracts';
import {
  badge,
  currencyRows,
  DEFAULT_ACCENT,
  DEFAULT_HEADER,
  POSITION_TYPES,
  positionCatalogue,
} from './catalogue.ts';
import { demoAccounts } from './demo-accounts.ts';
import { seededId } from './ids.ts';
import { growGroup } from './seed-enterprise.ts';
import { seedPeople } from './seed-people.ts';
import { seedBrandExtras } from './seed-brand-extras.ts';
import { emptyExtensions, seedExtensions } from './stores/index.ts';
import type { BrandKind, BrandRow, UserRow, World } from './types.ts';

export const DEFAULT_SEED = 20261122;

const active = (...codes: string[]): BrandService[] =>
  codes.map((code) => ({ code, type: 'ACTIVE', access_type: 'NONE' }));

/** Location services every child has; SOURCE_HIRE's sub-services flatten to SOURCE_HIRE_JOB_BOARDS and so on. */
const LOCATION_SERVICES: BrandService[] = [
  ...active('TEAM_SCHEDULING'),
  {
    code: 'SOURCE_HIRE',
    type: 'ACTIVE',
    access_type: 'FULL',
    sub_services: [{ code: 'JOB_BOARDS' }, { code: 'CAREERS_PAGE' }],
  },
  { code: 'TEAM_LIVE', type: 'PASS', access_type: 'NONE' },
];

const TIMEZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'];
/** Header and accent colours per group: GP-1 keeps the §9 defaults, GP-2 shows brand theming (§1). */
const GROUP_THEMES: [header: string, accent: string][] = [
  [DEFAULT_HEADER, DEFAULT_ACCENT],
  ['32,45,84', '242,153,74'],
  ['20,83,45', '74,222,128'],
];

export interface SeedOptions {
  seed?: number;
  /** Multiplies groups (and with them every location, person and record under them). */
  scale?: number;
  /** Multiplies the regions and locations of GP-1, the enterprise persona's own group (seed-enterprise.ts). */
  enterpriseScale?: number;
  /** Simulator time to seed relative to (app.clock.now()). */
  now?: number;
  /**
   * Put into every seeded id (`GP-x1`, `CH-x1-1-1`, `x-u-manager`, `x-ap-1`…) so a world's ids differ from
   * the demo's: the contract is verified against such a world. Empty for the demo.
   */
  idPrefix?: string;
}

/** The same world on every start: everything random comes from one seeded faker. */
export function seedWorld({
  seed = DEFAULT_SEED,
  scale = 1,
  enterpriseScale = 1,
  now = Date.now(),
  idPrefix = '',
}: SeedOptions = {}): World {
  const faker = new Faker({ locale: [en], seed });
  const world = { ...emptyWorld(seed, scale, now), idPrefix };
  const id = (demoId: string) => seededId(idPrefix, demoId);

  const addBrand = (
    kind: BrandKind,
    id: string,
    name: string,
    parent: BrandRow | null,
    services: BrandService[],
  ) => {
    const theme =
      GROUP_THEMES[(Number(id.split('-')[1]?.replace(/\D/g, '') ?? 1) - 1) % GROUP_THEMES.length] ??
      GROUP_THEMES[0];
    const row: BrandRow = {
      id,
      name,
      type: kind,
      group_id: kind === 'GP' ? id : (parent?.group_id ?? null),
      parent_id: parent?.id ?? null,
      archived: false,
      suspended: false,
      slug: `${name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}-${id.toLowerCase()}`,
      address: faker.location.streetAddress(),
      city: faker.location.city(),
      state: faker.location.state({ abbreviated: true }),
      postal_code: faker.location.zipCode('#####'),
      country: 'US',
      latitude: faker.location.latitude({ min: 25, max: 48, precision: 5 }),
      longitude: faker.location.longitude({ min: -123, max: -71, precision: 5 }),
      timezone: faker.helpers.arrayElement(TIMEZONES),
      header_color: kind === 'ENTERPRISE' ? DEFAULT_HEADER : (theme?.[0] ?? DEFAULT_HEADER),
      accent_color: kind === 'ENTERPRISE' ? DEFAULT_ACCENT : (theme?.[1] ?? DEFAULT_ACCENT),
      services,
      location_filter_type: null,
    };
    world.brands.set(id, row);
    if (parent) world.childrenOf.set(parent.id, [...(world.childrenOf.get(parent.id) ?? []), id]);
    return row;
  };

  const enterprise = addBrand(
    'ENTERPRISE',
    'EN-1',
    'Harbor Hospitality',
    null,
    active('TEAM_SCHEDULING'),
  );
  const groups: BrandRow[] = [];
  for (let g = 1; g <= 2 * scale; g++) {
    const group = addBrand(
      'GP',
      id(`GP-${g}`),
      `${faker.company.name()} Group`,
      enterprise,
      active('TEAM_SCHEDULING'),
    );
    groups.push(group);
    for (let p = 1; p <= 2; p++) {
      const parent = addBrand(
        'PARENT',
        id(`PA-${g}-${p}`),
        `${faker.location.state()} Region`,
        group,
        active('TEAM_SCHEDULING'),
      );
      for (let c = 1; c <= 5; c++) {
        addBrand('CHILD', id(`CH-${g}-${p}-${c}`), `${faker.location.city()} Kitchen`, parent, [
          ...LOCATION_SERVICES,
        ]);
      }
    }
  }

  if (enterpriseScale > 1 && groups[0])
    growGroup({
      group: groups[0],
      number: 1,
      times: enterpriseScale,
      faker,
      id,
      addBrand: (kind, brandId, name, parent) =>
        addBrand(
          kind,
          brandId,
          name,
          parent,
          kind === 'CHILD' ? [...LOCATION_SERVICES] : active('TEAM_SCHEDULING'),
        ),
    });

  const brand = (demoId: string) => {
    const row = world.brands.get(id(demoId));
    if (!row) throw new Error(`seed: missing brand ${demoId}`);
    return row;
  };
  const addServices = (row: BrandRow, ...codes: string[]) => {
    row.services = [...row.services, ...active(...codes)];
    return row;
  };
  const tts = addServices(brand('CH-1-1-1'), 'TTS_DASHBOARD', 'MICE');
  const [group, haloGroup] = groups;
  if (!group || !haloGroup) throw new Error('seed: needs two groups');
  addServices(haloGroup, 'HALO_DASHBOARD');
  const risk = addServices(brand('PA-1-1'), 'RISK_DETECTION');
  risk.location_filter_type = 'ALL_LEVELS';
  brand('PA-1-2').location_filter_type = 'CHILDREN_ONLY';
  const engage = addServices(brand('PA-2-1'), 'HARRI_ENGAGE');
  const suspended = brand('CH-2-1-1');
  suspended.suspended = true;
  brand('CH-2-2-5').archived = true;
  for (const row of groups) row.services = [...row.services, ...active('MONITORING')];

  const addUser = (user: UserRow) => {
    world.users.set(user.id, user);
    world.usersByEmail.set(user.email.toLowerCase(), user);
  };
  demoAccounts({
    group,
    tts,
    hiring: brand('CH-1-1-2'),
    scheduling: brand('CH-1-1-3'),
    haloGroup,
    risk,
    engage,
    noSales: brand('CH-1-2-1'),
    suspended,
  })
    .map((user) => ({ ...user, id: id(user.id) }))
    .forEach(addUser);
  for (const user of world.users.values()) {
    if (user.employer) world.phoneVerified.add(user.id);
  }

  const catalogue = positionCatalogue();
  catalogue.categories.forEach((c) => world.positionCategories.set(c.id, c));
  catalogue.positions.forEach((p) => world.positions.set(p.id, p));
  currencyRows().forEach((c) => world.currencies.set(c.id, c));

  seedBrandExtras(world, faker);
  seedPeople(world, faker, addUser);
  world.favourites.set(id('u-enterprise'), new Set([id('CH-1-1-1'), id('CH-1-2-3')]));
  world.userMedia.set(id('u-manager'), {
    profile_image: { uuid: id('img-u-manager'), path: badge('MR', DEFAULT_ACCENT) },
    rectangle_profile_image: null,
  });
  seedExtensions(world);
  return world;
}

function emptyWorld(seed: number, scale: number, now: number): World {
  return {
    seed,
    scale,
    idPrefix: '',
    seededAt: now,
    brands: new Map(),
    users: new Map(),
    usersByEmail: new Map(),
    childrenOf: new Map(),
    revokedRefreshTokens: new Set(),
    signInAttempts: new Map(),
    brandSettings: new Map(),
    brandMedia: new Map(),
    employerSchemes: new Map(),
    positionCategories: new Map(),
    positions: new Map(),
    positionTypes: POSITION_TYPES,
    employees: new Map(),
    employeesByBrand: new Map(),
    employeesByUser: new Map(),
    applications: new Map(),
    applicationsByBrand: new Map(),
    applicationsByCandidate: new Map(),
    messages: new Map(),
    messagesByApplication: new Map(),
    currencies: new Map(),
    media: new Map(),
    uploads: new Map(),
    userMedia: new Map(),
    favourites: new Map(),
    phoneVerified: new Set(),
    campaigns: new Map(),
    jobBoardConnections: new Map(),
    extensions: emptyExtensions(),
  };
}
