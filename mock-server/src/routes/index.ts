import type { Api } from '@ws/contracts';
import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { applicationsHandlers } from './applications.ts';
import { attestationHandlers } from './attestation.ts';
import { brandsHandlers } from './brands.ts';
import { bulkHiringHandlers } from './bulk-hiring.ts';
import { contentHandlers } from './content.ts';
import type { AreaHandlers } from './define-routes.ts';
import { registerArea } from './define-routes.ts';
import { jobBoardConsentRoutes, jobBoardsHandlers } from './job-boards.ts';
import { jobsHandlers } from './jobs.ts';
import { myShiftsHandlers } from './me-shifts.ts';
import { newsFeedHandlers } from './news-feed.ts';
import { notificationsHandlers } from './notifications.ts';
import { phoneVerificationRoutes } from './phone-verification.ts';
import { pipelineHandlers } from './pipeline.ts';
import { profileHandlers } from './profile.ts';
import { registrationHandlers } from './registration.ts';
import { rewardsHandlers } from './rewards.ts';
import { scheduleTemplatesHandlers } from './schedule-templates.ts';
import { shiftsHandlers } from './shifts.ts';
import { swapsHandlers } from './swaps.ts';
import { labourTargetHandlers } from './labour-target.ts';
import { offersHandlers } from './offers.ts';
import { threadsHandlers } from './threads.ts';
import { timeOffHandlers } from './time-off.ts';
import { usersHandlers } from './users.ts';
import { versioningHandlers } from './versioning.ts';
import { refuseForeignPages } from '../sim/control-plane.ts';

// Every area of the table must appear here, with a handler for each of its entries.
const handlers: { [A in keyof Api]: AreaHandlers<Api[A]> } = {
  users: usersHandlers,
  brands: brandsHandlers,
  registration: registrationHandlers,
  applications: applicationsHandlers,
  profile: profileHandlers,
  jobBoards: jobBoardsHandlers,
  versioning: versioningHandlers,
  content: contentHandlers,
  rewards: rewardsHandlers,
  attestation: attestationHandlers,
  newsFeed: newsFeedHandlers,
  shifts: shiftsHandlers,
  scheduleTemplates: scheduleTemplatesHandlers,
  threads: threadsHandlers,
  pipeline: pipelineHandlers,
  bulkHiring: bulkHiringHandlers,
  myShifts: myShiftsHandlers,
  timeOff: timeOffHandlers,
  swaps: swapsHandlers,
  labourTarget: labourTargetHandlers,
  offers: offersHandlers,
  jobs: jobsHandlers,
  notifications: notificationsHandlers,
};

export interface ApiRouteOptions {
  /** The web app's own origins, the only places a hosted page may send a code back to. */
  isWebOrigin: (origin: string) => boolean;
  /** The server's public origin (`--public-url`): the base of every absolute URL it answers. */
  publicUrl: string;
}

export async function apiRoutes(app: FastifyInstance, { isWebOrigin, publicUrl }: ApiRouteOptions) {
  const settings = { publicUrl };
  for (const area of Object.keys(api) as (keyof Api)[]) {
    if (area === 'content') continue;
    registerArea(app, api[area], handlers[area] as AreaHandlers<Api[typeof area]>, settings);
  }
  const { upload, ...content } = api.content;
  registerArea(app, content, { locale: contentHandlers.locale }, settings);
  // The presigned upload URL is the web app's to call from the browser with a key it was given,
  // so it takes no admin token; a page of any other origin is refused before its bytes are read.
  // Its own encapsulated context, so the check runs for exactly this route however it is spelled.
  await app.register(async (uploads) => {
    refuseForeignPages(uploads, isWebOrigin, 'The upload URL');
    registerArea(uploads, { upload }, { upload: contentHandlers.upload }, settings);
  });
  await phoneVerificationRoutes(app);
  await jobBoardConsentRoutes(app, isWebOrigin);
}
