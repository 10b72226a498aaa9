/**
 * Open positions at the world's locations: what candidates browse on /jobs and apply
 * for. Each location advertises two or three of the open positions; applying is once per job and
 * person, remembered in `applied` (`${jobId}:${userId}` → the application's id).
 */
import type { Faker } from '@faker-js/faker';
import type { Job } from '@ws/contracts';
import type { World } from '../types.ts';
import { ByBrand } from '../stores/by-brand.ts';
import type { JobRow, JobsStore } from '../stores/stores.ts';

export type { JobRow } from '../stores/stores.ts';

export const emptyJobs = (): JobsStore => ({
  jobs: new ByBrand<JobRow>('job'),
  applied: new Map(),
});

export const appliedKey = (jobId: string, userId: string) => `${jobId}:${userId}`;

const DAY_MS = 86_400_000;
/** US hourly pay ranges a candidate would expect, by position name. */
const PAY: Record<string, [number, number]> = {
  Server: [11, 16],
  Host: [14, 17],
  Bartender: [12, 18],
  Cashier: [14, 16.5],
  'Line Cook': [18, 23],
  'Prep Cook': [16, 19],
  Dishwasher: [15, 17],
  'Shift Lead': [19, 23],
  'Assistant Manager': [23, 28],
  'General Manager': [29, 36],
};

/** Two or three openings per open location, posted over the last three weeks. */
export function seedJobs(world: World, faker: Faker, store: JobsStore): void {
  const open = [...world.positions.values()]
    .filter((p) => !p.archived)
    .sort((a, b) => a.id.localeCompare(b.id));
  for (const brand of world.brands.values()) {
    if (brand.type !== 'CHILD' || brand.archived || brand.suspended) continue;
    for (const position of faker.helpers.arrayElements(open, { min: 2, max: 3 })) {
      const [min, max] = PAY[position.name] ?? [15, 20];
      const fullTime = faker.datatype.boolean();
      store.jobs.put({
        id: store.jobs.nextId(brand.id),
        brand_id: brand.id,
        position_id: position.id,
        title: position.name,
        employment_type: fullTime ? 'FULL_TIME' : 'PART_TIME',
        pay_min: min,
        pay_max: max,
        description: `${brand.name} in ${brand.city} is hiring a ${position.name.toLowerCase()} (${fullTime ? 'full time' : 'part time'}). ${faker.company.catchPhrase()}. Flexible shifts, meals on shift and paid training.`,
        posted_at:
          world.seededAt -
          faker.number.int({ min: 0, max: 21 }) * DAY_MS -
          faker.number.int({ min: 0, max: 86_000 }) * 1000,
      });
    }
  }
}

/** Every job whose location is still open, newest first. */
export function openJobs(world: World): JobRow[] {
  return [...world.brands.values()]
    .filter((b) => b.type === 'CHILD' && !b.archived && !b.suspended)
    .flatMap((b) => world.extensions.jobs.jobs.list(b.id))
    .sort((a, b) => b.posted_at - a.posted_at || a.id.localeCompare(b.id));
}

export function toJob(world: World, row: JobRow, userId: string): Job {
  const brand = world.brands.get(row.brand_id);
  const position = world.positions.get(row.position_id);
  return {
    id: row.id,
    title: row.title,
    brand: { id: row.brand_id, name: brand?.name ?? '' },
    position: { id: row.position_id, name: position?.name ?? row.title },
    place: { city: brand?.city ?? '', state: brand?.state ?? '', address: brand?.address ?? '' },
    employment_type: row.employment_type,
    hourly_pay: { min: row.pay_min, max: row.pay_max },
    description: row.description,
    posted_at: new Date(row.posted_at).toISOString(),
    applied: world.extensions.jobs.applied.has(appliedKey(row.id, userId)),
  };
}
