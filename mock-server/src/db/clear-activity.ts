import { emptyAttestation } from './scheduling/attestation.ts';
import { emptyNews } from './engagement/news-feed.ts';
import { emptyNotifications } from './notifications/notify.ts';
import { emptyPipeline } from './hiring/pipeline.ts';
import { emptyRewards } from './engagement/rewards.ts';
import { emptyShifts } from './scheduling/shifts.ts';
import type { World } from './types.ts';

/**
 * A business with nothing going on yet (the `empty-business` scenario): no applications or
 * messages (so every unread count is 0), no shifts, no brand media, no clock-out attestation
 * questions, no rewards budgets, rules or raffles, no job-board campaigns and no news.
 *
 * What stays is who and what the business is: brands and their tree, settings, logos and covers,
 * profile schemes, users (sign-in), employees and their indexes (employeesByBrand, employeesByUser),
 * positions, currencies, profile photos, favourites, job-board connections and the rewards
 * programme's configuration (a programme with nothing in it yet, not a switched-off one).
 *
 * Every one-to-many index is emptied with the Map it indexes, so a lookup never meets an id that
 * is gone; the extension stores are replaced by empty ones, as `emptyExtensions()` builds them.
 */
export function clearActivity(world: World): void {
  world.applications.clear();
  world.applicationsByBrand.clear();
  world.applicationsByCandidate.clear();
  world.messages.clear();
  world.messagesByApplication.clear();
  world.media.clear();
  world.campaigns.clear();

  const { extensions } = world;
  extensions.shifts = emptyShifts();
  extensions.attestation = emptyAttestation();
  extensions.news = emptyNews();
  extensions.pipeline = emptyPipeline();
  extensions.notifications = emptyNotifications();
  extensions.rewards = { ...emptyRewards(), configuration: extensions.rewards.configuration };
  // Open positions are what the business offers, so they stay; who applied went with the applications.
  extensions.jobs = { jobs: extensions.jobs.jobs, applied: new Map() };
}
