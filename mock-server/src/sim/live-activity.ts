import type { LiveStatus, LiveTick } from '@ws/scenarios';
import { addApplication, addMessage } from '../db/applications.ts';
import type { ApplicationRow, World } from '../db/types.ts';
import type { Rng } from './random.ts';
import { createRng } from './random.ts';
import { insertLiveTimeOff } from './live-time-off.ts';

// The demo accounts' own brand and applications, so live activity shows on the screens people open.
const SHOWCASE_BRAND = 'CH-1-1-1';
const SHOWCASE_CANDIDATE = 'u-candidate';

const EMPLOYER_LINES = [
  'Thanks for applying! Are you free for a short call this week?',
  'Could you send us your availability for weekend shifts?',
  'We would like to invite you to a trial shift.',
];
const CANDIDATE_LINES = [
  'Thank you, I am available any afternoon.',
  'Happy to come in for a trial shift.',
  'I have attached my availability for next month.',
];

/**
 * One burst of live activity written straight into the world: a new application (to the showcase
 * brand half the time) and a new unread message on an application the demo accounts can see, so
 * unread counts move on both the candidate's and the employers' side.
 */
export function insertLiveActivity(world: World, rng: Rng, now: number, burst: number): LiveTick {
  insertLiveTimeOff(world, now, burst);
  const candidates = [...world.users.values()].filter((u) => !u.employer);
  const children = [...world.brands.values()].filter((b) => b.type === 'CHILD' && !b.archived);
  const positions = [...world.positions.values()].filter((p) => !p.archived);
  let applications = 0;
  if (candidates.length && children.length && positions.length) {
    const brandId = rng.next() < 0.5 ? SHOWCASE_BRAND : rng.pick(children).id;
    addApplication(world, {
      id: `ap-live-${burst}`,
      candidate_id: rng.pick(candidates).id,
      brand_id: world.brands.has(brandId) ? brandId : rng.pick(children).id,
      position_id: rng.pick(positions).id,
      stage: 'APPLIED',
      applied_at: now,
      updated_at: now,
      archived: false,
    });
    applications = 1;
  }

  const showcase = [
    ...(world.applicationsByCandidate.get(SHOWCASE_CANDIDATE) ?? []),
    ...(world.applicationsByBrand.get(SHOWCASE_BRAND) ?? []),
  ]
    .map((id) => world.applications.get(id))
    .filter((a): a is ApplicationRow => a !== undefined && !a.archived);
  if (!showcase.length) return { at: new Date(now).toISOString(), applications, messages: 0 };
  const application = rng.pick(showcase);
  const candidate = world.users.get(application.candidate_id);
  const brand = world.brands.get(application.brand_id);
  const sender = rng.next() < 0.5 ? 'EMPLOYER' : 'CANDIDATE';
  addMessage(world, {
    message_id: `m-live-${burst}`,
    application_id: application.id,
    sender,
    sender_name:
      sender === 'EMPLOYER'
        ? `${brand?.name ?? 'The'} hiring team`
        : `${candidate?.first_name ?? ''} ${candidate?.last_name ?? ''}`.trim(),
    message_body: rng.pick(sender === 'EMPLOYER' ? EMPLOYER_LINES : CANDIDATE_LINES),
    files: [],
    sent_at: now,
    is_read: false,
  });
  return { at: new Date(now).toISOString(), applications, messages: 1 };
}

/** A switchable timer around `insertLiveActivity`; its PRNG restarts with the seed on reset. */
export class LiveActivity {
  private timer: NodeJS.Timeout | null = null;
  private everySeconds: number | null = null;
  private rng: Rng;
  private ticks = 0;
  private last: LiveTick | null = null;

  constructor(
    private readonly world: () => World,
    seed: number,
    private readonly now: () => number,
  ) {
    this.rng = createRng(seed);
  }

  start(everySeconds: number): void {
    this.stop();
    this.everySeconds = everySeconds;
    this.timer = setInterval(() => this.tick(), everySeconds * 1000);
    // A live demo must never keep a test process or a closing server alive.
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.everySeconds = null;
  }

  reseed(seed: number): void {
    this.rng = createRng(seed);
    this.ticks = 0;
    this.last = null;
  }

  tick(): LiveTick {
    this.ticks += 1;
    this.last = insertLiveActivity(this.world(), this.rng, this.now(), this.ticks);
    return this.last;
  }

  status(): LiveStatus {
    return { enabled: this.timer !== null, every_seconds: this.everySeconds, ticks: this.ticks, last: this.last };
  }
}
