/**
 * What a day brings while `live` runs (§6): each generator writes one kind of event
 * straight into the world, seeded by the simulator's PRNG and dated by its clock, so a burst replays
 * exactly from the seed. They aim at the demo accounts' own brand and candidate, so the activity
 * shows on the screens people open.
 */
import { addApplication, addMessage, threadOf } from '../db/applications.ts';
import { notifyMessage } from '../db/notifications/notify.ts';
import type { ApplicationRow, MessageRow, World } from '../db/types.ts';
import type { Rng } from './random.ts';

export const SHOWCASE_BRAND = 'CH-1-1-1';
export const SHOWCASE_CANDIDATE = 'u-candidate';

/** One burst's inputs; `burst` numbers it from 1 since the last reseed (ids stay unique and replayable). */
export interface LiveBurst {
  world: World;
  rng: Rng;
  now: number;
  burst: number;
}

export interface LiveCounts {
  applications: number;
  messages: number;
}

export interface LiveGenerator {
  name: string;
  /** The share of bursts it acts in ("now and then"), drawn from the seeded PRNG. */
  chance: number;
  run(burst: LiveBurst): Partial<LiveCounts>;
}

const EMPLOYER_LINES = [
  'Thanks for applying! Are you free for a short call this week?',
  'Could you send us your availability for weekend shifts?',
  'We would like to invite you to a trial shift.',
];
const CANDIDATE_LINES = [
  'Thank you, I am available any afternoon.',
  'Happy to come in for a trial shift.',
  'I have attached my availability for next month.',
  'Is the position still open? I can start next week.',
];

const openApplications = (world: World, ids: readonly string[] | undefined) =>
  (ids ?? [])
    .map((id) => world.applications.get(id))
    .filter((a): a is ApplicationRow => a !== undefined && !a.archived);

const lastMessageOf = (world: World, applicationId: string): MessageRow | undefined =>
  threadOf(world, applicationId).at(-1);

function candidateName(world: World, application: ApplicationRow): string {
  const candidate = world.users.get(application.candidate_id);
  return `${candidate?.first_name ?? ''} ${candidate?.last_name ?? ''}`.trim();
}

/** A candidate applies: to the showcase brand half the time, else to any open location. */
export const newApplication: LiveGenerator = {
  name: 'new application',
  chance: 1,
  run({ world, rng, now, burst }) {
    const candidates = [...world.users.values()].filter((u) => !u.employer);
    const children = [...world.brands.values()].filter((b) => b.type === 'CHILD' && !b.archived);
    const positions = [...world.positions.values()].filter((p) => !p.archived);
    if (!candidates.length || !children.length || !positions.length) return {};
    const showcase = rng.next() < 0.5 && world.brands.has(SHOWCASE_BRAND);
    addApplication(world, {
      id: `ap-live-${burst}`,
      candidate_id: rng.pick(candidates).id,
      brand_id: showcase ? SHOWCASE_BRAND : rng.pick(children).id,
      position_id: rng.pick(positions).id,
      stage: 'APPLIED',
      applied_at: now,
      updated_at: now,
      archived: false,
    });
    return { applications: 1 };
  },
};

/**
 * A candidate answers the showcase brand: preferably on a thread where the employer spoke last
 * (a reply the manager is waiting for), else on any of its applications. The employers' unread
 * count and inbox move.
 */
export const candidateReply: LiveGenerator = {
  name: 'candidate reply',
  chance: 0.6,
  run({ world, rng, now, burst }) {
    const applications = openApplications(world, world.applicationsByBrand.get(SHOWCASE_BRAND));
    if (!applications.length) return {};
    const awaiting = applications.filter((a) => lastMessageOf(world, a.id)?.sender === 'EMPLOYER');
    const application = rng.pick(awaiting.length ? awaiting : applications);
    const message: MessageRow = {
      message_id: `m-live-${burst}-c`,
      application_id: application.id,
      sender: 'CANDIDATE',
      sender_name: candidateName(world, application),
      message_body: rng.pick(CANDIDATE_LINES),
      files: [],
      sent_at: now,
      is_read: false,
    };
    addMessage(world, message);
    notifyMessage(world, message);
    return { messages: 1 };
  },
};

/** An employer writes to the showcase candidate, so the candidate's unread count moves too. */
export const employerMessage: LiveGenerator = {
  name: 'employer message',
  chance: 0.4,
  run({ world, rng, now, burst }) {
    const applications = openApplications(
      world,
      world.applicationsByCandidate.get(SHOWCASE_CANDIDATE),
    );
    if (!applications.length) return {};
    const application = rng.pick(applications);
    const message: MessageRow = {
      message_id: `m-live-${burst}-e`,
      application_id: application.id,
      sender: 'EMPLOYER',
      sender_name: `${world.brands.get(application.brand_id)?.name ?? 'The'} hiring team`,
      message_body: rng.pick(EMPLOYER_LINES),
      files: [],
      sent_at: now,
      is_read: false,
    };
    addMessage(world, message);
    notifyMessage(world, message);
    return { messages: 1 };
  },
};
