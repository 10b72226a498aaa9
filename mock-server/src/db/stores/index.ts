/**
 * Stores of the extension calls (rewards, attestation, news feed, shifts): part of the world, so
 * `resetWorld()` re-seeds them. Each area has its own faker, seeded from the world seed, so one
 * area's data never shifts when another's seeding changes.
 */
import { Faker, en } from '@faker-js/faker';
import type { World } from '../types.ts';
import { emptyAttestation, seedAttestation } from '../scheduling/attestation.ts';
import { emptyJobs, seedJobs } from '../hiring/jobs.ts';
import { emptyNews, seedNews } from '../engagement/news-feed.ts';
import { emptyNotifications } from '../notifications/notify.ts';
import { seedNotifications } from '../notifications/seed.ts';
import { emptyPipeline, seedPipeline } from '../hiring/pipeline.ts';
import { emptyRewards, seedRewards } from '../engagement/rewards.ts';
import { emptyShifts, seedShifts } from '../scheduling/shifts.ts';
import { emptyTemplates, seedTemplates } from '../scheduling/schedule-templates.ts';
import { emptyWorkday, seedWorkday } from '../scheduling/workday.ts';
import { emptySwaps, seedSwaps } from '../scheduling/swaps.ts';
import { seedSundaysOff } from '../scheduling/sundays-off.ts';
import { emptyLabour, seedLabour } from '../scheduling/labour-target.ts';
import { emptyOffers, seedOffers } from '../hiring/offers.ts';
import type { ExtensionStores } from './stores.ts';

export type { ExtensionStores } from './stores.ts';

export const emptyExtensions = (): ExtensionStores => ({
  rewards: emptyRewards(),
  attestation: emptyAttestation(),
  news: emptyNews(),
  shifts: emptyShifts(),
  templates: emptyTemplates(),
  pipeline: emptyPipeline(),
  workday: emptyWorkday(),
  swaps: emptySwaps(),
  labour: emptyLabour(),
  offers: emptyOffers(),
  jobs: emptyJobs(),
  notifications: emptyNotifications(),
});

/** Runs once brands, positions, currencies and employees exist. */
export function seedExtensions(world: World): void {
  const faker = (salt: number) => new Faker({ locale: [en], seed: world.seed + salt });
  seedRewards(world, faker(101), world.extensions.rewards);
  seedAttestation(world, faker(202), world.extensions.attestation);
  seedNews(world, faker(303), world.extensions.news);
  seedShifts(world, faker(404), world.extensions.shifts);
  seedPipeline(world, world.extensions.pipeline);
  seedOffers(world);
  seedWorkday(world, faker(505), world.extensions.workday);
  seedSwaps(world, world.extensions.swaps);
  seedSundaysOff(world, world.extensions.workday);
  seedTemplates(world, world.extensions.templates);
  seedLabour(world, world.extensions.labour);
  seedJobs(world, faker(505), world.extensions.jobs);
  seedNotifications(world);
}
