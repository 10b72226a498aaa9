/**
 * An enterprise far larger than the demo's (`--enterprise-scale N`). `--scale N` adds groups beside
 * GP-1, so the enterprise persona, whose entry brand is GP-1, sees the same world at any scale;
 * this grows GP-1 itself: N times its regions, each with the seed's five locations. Everything the
 * seed makes per location (staff, applications with their threads, this and next week's shifts,
 * jobs, media) follows, so the persona's hiring board, schedule, brand switcher, access portal and
 * search all hold N times as much. The added regions come after every seeded brand and draw from
 * the same seeded faker, so a world is the same on every start and the demo's ids stay as they are.
 */
import type { Faker } from '@faker-js/faker';
import type { BrandRow } from './types.ts';

/** The seed's shape of a group: regions per group and locations per region. */
const REGIONS_PER_GROUP = 2;
const LOCATIONS_PER_REGION = 5;
/** Far past any real enterprise of the spec's domain (hundreds of locations): a typo, not a wish. */
const MAX_ENTERPRISE_SCALE = 200;

/** How the seed adds one brand under another; it numbers and themes it as its own. */
export type AddBrand = (
  kind: 'PARENT' | 'CHILD',
  id: string,
  name: string,
  parent: BrandRow,
) => BrandRow;

export interface Growth {
  group: BrandRow;
  /** The group's number in the demo's ids: 1 for GP-1. */
  number: number;
  times: number;
  faker: Faker;
  addBrand: AddBrand;
  /** A demo id as this world spells it (with its id prefix). */
  id: (demoId: string) => string;
}

/**
 * Adds to the group the regions `PA-1-3`… up to N times the seed's two, each with five locations
 * `CH-1-p-1`…`CH-1-p-5`.
 */
export function growGroup({ group, number: g, times, faker, addBrand, id }: Growth): void {
  if (!Number.isInteger(times) || times < 1 || times > MAX_ENTERPRISE_SCALE)
    throw new RangeError(
      `enterprise scale must be a whole number from 1 to ${MAX_ENTERPRISE_SCALE}, got ${times}`,
    );
  for (let p = REGIONS_PER_GROUP + 1; p <= REGIONS_PER_GROUP * times; p++) {
    const region = addBrand(
      'PARENT',
      id(`PA-${g}-${p}`),
      `${faker.location.state()} Region`,
      group,
    );
    for (let c = 1; c <= LOCATIONS_PER_REGION; c++)
      addBrand('CHILD', id(`CH-${g}-${p}-${c}`), `${faker.location.city()} Kitchen`, region);
  }
}
