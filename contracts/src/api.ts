/**
 * The endpoint table: one entry per call. Server routes, the web client, Pact tests and the
 * OpenAPI document all derive from it; add an endpoint here first (see README "Adding an endpoint").
 */
import { applications } from './endpoints/applications.ts';
import { attestation } from './endpoints/attestation.ts';
import { brands } from './endpoints/brands.ts';
import { content } from './endpoints/content.ts';
import { jobBoards } from './endpoints/job-boards.ts';
import { myShifts } from './endpoints/me-shifts.ts';
import { jobs } from './endpoints/jobs.ts';
import { labourTarget } from './endpoints/labour-target.ts';
import { newsFeed } from './endpoints/news-feed.ts';
import { notifications } from './endpoints/notifications.ts';
import { bulkHiring } from './endpoints/bulk-hiring.ts';
import { pipeline } from './endpoints/pipeline.ts';
import { profile } from './endpoints/profile.ts';
import { registration } from './endpoints/registration.ts';
import { rewards } from './endpoints/rewards.ts';
import { scheduleTemplates } from './endpoints/schedule-templates.ts';
import { shifts } from './endpoints/shifts.ts';
import { offers } from './endpoints/offers.ts';
import { swaps } from './endpoints/swaps.ts';
import { threads } from './endpoints/threads.ts';
import { timeOff } from './endpoints/time-off.ts';
import { users } from './endpoints/users.ts';
import { versioning } from './endpoints/versioning.ts';

export const api = {
  users,
  brands,
  registration,
  applications,
  profile,
  jobBoards,
  versioning,
  content,
  rewards,
  attestation,
  newsFeed,
  shifts,
  scheduleTemplates,
  threads,
  pipeline,
  bulkHiring,
  myShifts,
  timeOff,
  swaps,
  labourTarget,
  offers,
  jobs,
  notifications,
} as const;
export type Api = typeof api;
export type AreaName = keyof Api;

/** Every entry with a stable id `area.key`, for iteration (routes, catalogue, pacts, docs). */
export function listEndpoints() {
  return Object.entries(api).flatMap(([area, entries]) =>
    Object.entries(entries).map(([key, entry]) => ({ id: `${area}.${key}`, entry })),
  );
}
