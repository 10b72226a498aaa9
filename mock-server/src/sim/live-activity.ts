import type { LiveStatus, LiveTick } from '@ws/scenarios';
import type { World } from '../db/types.ts';
import type { LiveBurst, LiveCounts, LiveGenerator } from './live-generators.ts';
import { candidateReply, employerMessage, newApplication } from './live-generators.ts';
import type { Rng } from './random.ts';
import { createRng } from './random.ts';
import { insertLiveTimeOff } from './live-time-off.ts';

/**
 * What one burst of live activity may bring, in order (§6). Add a kind of event by adding
 * its generator here: each draws its chance from the seeded PRNG, in list order, every burst.
 */
const LIVE_GENERATORS: readonly LiveGenerator[] = [newApplication, candidateReply, employerMessage];

/** One burst: every generator whose chance comes up writes its event; the counts are summed. */
export function insertLiveActivity(world: World, rng: Rng, now: number, burst: number): LiveTick {
  // Time-off requests draw from a PRNG of their own (keyed by the burst), so they leave this sequence as it was.
  insertLiveTimeOff(world, now, burst);
  const counts: LiveCounts = { applications: 0, messages: 0 };
  const input: LiveBurst = { world, rng, now, burst };
  for (const generator of LIVE_GENERATORS) {
    // Drawn even for a certain generator, so every burst uses the PRNG the same way.
    if (rng.next() >= generator.chance) continue;
    for (const [kind, made] of Object.entries(generator.run(input)) as [keyof LiveCounts, number][])
      counts[kind] += made;
  }
  return { at: new Date(now).toISOString(), ...counts };
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
    return {
      enabled: this.timer !== null,
      every_seconds: this.everySeconds,
      ticks: this.ticks,
      last: this.last,
    };
  }
}
