import { describe, expect, it } from 'vitest';
import { threadOf, unreadFor } from '../src/db/applications.ts';
import { seedWorld } from '../src/db/seed.ts';
import { insertLiveActivity } from '../src/sim/live-activity.ts';
import {
  candidateReply,
  employerMessage,
  newApplication,
  SHOWCASE_BRAND,
  SHOWCASE_CANDIDATE,
} from '../src/sim/live-generators.ts';
import { createRng } from '../src/sim/random.ts';

const NOW = Date.parse('2030-01-07T12:00:00Z');
const SEED = 16;
const burstOn = (world = seedWorld({ now: NOW }), burst = 1) => ({
  world,
  rng: createRng(SEED),
  now: NOW,
  burst,
});

describe('§6 live activity: the generators', () => {
  it('a new application is dated by the simulator clock and lands in the brand and candidate indexes', () => {
    const input = burstOn();
    expect(newApplication.run(input)).toEqual({ applications: 1 });
    const row = input.world.applications.get('ap-live-1');
    expect(row).toMatchObject({ stage: 'APPLIED', applied_at: NOW, archived: false });
    expect(input.world.applicationsByBrand.get(row!.brand_id)).toContain('ap-live-1');
    expect(input.world.applicationsByCandidate.get(row!.candidate_id)).toContain('ap-live-1');
  });

  it("a candidate reply answers the showcase brand's employer, unread for the employers", () => {
    const input = burstOn();
    const unreadBefore = (id: string) => unreadFor(input.world, id, 'EMPLOYER');
    const counts = new Map(
      [...input.world.applications.keys()].map((id) => [id, unreadBefore(id)]),
    );
    expect(candidateReply.run(input)).toEqual({ messages: 1 });
    const reply = input.world.messages.get('m-live-1-c')!;
    expect(reply).toMatchObject({ sender: 'CANDIDATE', is_read: false, sent_at: NOW });
    const application = input.world.applications.get(reply.application_id)!;
    expect(application.brand_id).toBe(SHOWCASE_BRAND);
    expect(unreadFor(input.world, application.id, 'EMPLOYER')).toBe(
      (counts.get(application.id) ?? 0) + 1,
    );
    // It replies where the employer spoke last when there is such a thread.
    const before = threadOf(input.world, application.id)
      .filter((m) => m.message_id !== reply.message_id)
      .at(-1);
    expect(before?.sender).toBe('EMPLOYER');
  });

  it("an employer message goes to the showcase candidate's application, unread for them", () => {
    const input = burstOn();
    expect(employerMessage.run(input)).toEqual({ messages: 1 });
    const message = input.world.messages.get('m-live-1-e')!;
    expect(message).toMatchObject({ sender: 'EMPLOYER', is_read: false });
    expect(input.world.applications.get(message.application_id)?.candidate_id).toBe(
      SHOWCASE_CANDIDATE,
    );
  });

  it('an empty world gets nothing and nothing breaks', () => {
    const world = seedWorld({ now: NOW });
    world.applications.clear();
    world.applicationsByBrand.clear();
    world.applicationsByCandidate.clear();
    expect(candidateReply.run(burstOn(world))).toEqual({});
    expect(employerMessage.run(burstOn(world))).toEqual({});
  });
});

describe('§6 live activity: bursts', () => {
  const run = (bursts: number) => {
    const world = seedWorld({ now: NOW });
    const rng = createRng(SEED);
    const ticks = Array.from({ length: bursts }, (_, i) =>
      insertLiveActivity(world, rng, NOW + i * 10_000, i + 1),
    );
    const live = [...world.messages.values()].filter((m) => m.message_id.startsWith('m-live-'));
    return { world, ticks, live };
  };

  it('every burst brings an application; messages come now and then, both kinds over a day', () => {
    const { ticks, live } = run(20);
    expect(ticks.every((t) => t.applications === 1)).toBe(true);
    expect(ticks.some((t) => t.messages === 0) || ticks.some((t) => t.messages === 2)).toBe(true);
    expect(live.filter((m) => m.sender === 'CANDIDATE').length).toBeGreaterThan(0);
    expect(live.filter((m) => m.sender === 'EMPLOYER').length).toBeGreaterThan(0);
    expect(ticks.reduce((n, t) => n + t.messages, 0)).toBe(live.length);
    expect(ticks[3]?.at).toBe(new Date(NOW + 30_000).toISOString());
  });

  it('replays exactly from the seed', () => {
    const first = run(12);
    const again = run(12);
    expect(again.ticks).toEqual(first.ticks);
    expect(again.live).toEqual(first.live);
    expect([...again.world.applications.keys()]).toEqual([...first.world.applications.keys()]);
  });
});
