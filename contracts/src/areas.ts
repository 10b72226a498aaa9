/**
 * The endpoint table one area per export, for `import * as api from '@ws/contracts/areas'`:
 * `api.users.info` is the same entry as the table's, and a bundler keeps only the areas a chunk
 * reads (the `api` object in api.ts holds every area, so importing it keeps them all).
 * Keep this list in step with the table in api.ts (the type check at the end fails otherwise).
 */
import type { AreaName } from './api.ts';
import type * as Areas from './areas.ts';

export { applications } from './endpoints/applications.ts';
export { attestation } from './endpoints/attestation.ts';
export { brands } from './endpoints/brands.ts';
export { content } from './endpoints/content.ts';
export { jobBoards } from './endpoints/job-boards.ts';
export { myShifts } from './endpoints/me-shifts.ts';
export { jobs } from './endpoints/jobs.ts';
export { labourTarget } from './endpoints/labour-target.ts';
export { newsFeed } from './endpoints/news-feed.ts';
export { notifications } from './endpoints/notifications.ts';
export { bulkHiring } from './endpoints/bulk-hiring.ts';
export { pipeline } from './endpoints/pipeline.ts';
export { profile } from './endpoints/profile.ts';
export { registration } from './endpoints/registration.ts';
export { rewards } from './endpoints/rewards.ts';
export { scheduleTemplates } from './endpoints/schedule-templates.ts';
export { shifts } from './endpoints/shifts.ts';
export { offers } from './endpoints/offers.ts';
export { swaps } from './endpoints/swaps.ts';
export { threads } from './endpoints/threads.ts';
export { timeOff } from './endpoints/time-off.ts';
export { users } from './endpoints/users.ts';
export { versioning } from './endpoints/versioning.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
/** Fails the typecheck when this list and the table in api.ts name different areas. */
type _AreasInStepWithTable = Expect<Same<keyof typeof Areas, AreaName>>;
