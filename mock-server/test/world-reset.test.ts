/**
 * Reset restores a frozen snapshot of the seeded world instead of seeding again; the
 * world after a reset must be the seeded world exactly, and share nothing with the one before.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { addMessage } from '../src/db/applications.ts';
import type { ByBrand } from '../src/db/stores/by-brand.ts';
import { seedWorld } from '../src/db/seed.ts';
import { snapshotWorld } from '../src/db/snapshot.ts';
import type { World } from '../src/db/types.ts';
import { SNAPSHOT_MAX_AGE_MS } from '../src/plugins/world.ts';

const NOW = Date.UTC(2026, 10, 22, 12);

/** Everything a world holds, ByBrand stores included (their private maps and id sequences). */
function contents(world: World) {
  const store = <T extends { id: string; brand_id: string }>(s: ByBrand<T>) => {
    const { byBrand, brandOf, seq } = s.state();
    return {
      byBrand: [...byBrand].map(([k, rows]) => [k, [...rows]]),
      brandOf: [...brandOf],
      seq: [...seq],
    };
  };
  const { extensions, ...rest } = world;
  const { rewards } = extensions;
  return {
    rest,
    rewards: {
      configuration: rewards.configuration,
      budgets: store(rewards.budgets),
      rules: store(rewards.rules),
      raffles: store(rewards.raffles),
    },
    attestation: store(extensions.attestation),
    news: extensions.news,
    shifts: store(extensions.shifts),
  };
}

describe('world snapshot', () => {
  it('restores a world equal to the seeded one, down to the ByBrand stores', () => {
    const seeded = seedWorld({ now: NOW });
    const restored = snapshotWorld(seeded).restore();
    expect(contents(restored)).toEqual(contents(seedWorld({ now: NOW })));
    expect(restored.extensions.shifts.nextId('CH-1-1-1')).toBe(
      seeded.extensions.shifts.nextId('CH-1-1-1'),
    );
  });

  it('keeps rows shared between maps shared, and shares nothing with the snapshot', () => {
    const snapshot = snapshotWorld(seedWorld({ now: NOW }));
    const first = snapshot.restore();
    const manager = first.users.get('u-manager');
    expect(manager).toBeDefined();
    expect(first.usersByEmail.get(manager?.email ?? '')).toBe(manager);
    if (manager) manager.first_name = 'Changed';
    const second = snapshot.restore();
    expect(second.users.get('u-manager')?.first_name).not.toBe('Changed');
    expect(second.users.get('u-manager')).not.toBe(manager);
  });

  it('a store of a restored world is copied on first use and may be replaced like any property', () => {
    const snapshot = snapshotWorld(seedWorld({ now: NOW }));
    const world = snapshot.restore();
    const empty = new Map();
    world.messages = empty;
    expect(world.messages).toBe(empty);
    expect(world.users).toBe(world.users);
    expect(Object.keys(world).sort()).toEqual(Object.keys(seedWorld({ now: NOW })).sort());
    expect(snapshot.restore().messages.size).toBeGreaterThan(0);
  });

  it('a per-brand store copies a brand on first use: a row changed, moved or deleted after one restore is seeded in the next', () => {
    const snapshot = snapshotWorld(seedWorld({ now: NOW }));
    const first = snapshot.restore().extensions.shifts;
    const [changed, moved, deleted] = first.list('CH-1-1-1');
    if (!changed || !moved || !deleted) throw new Error('CH-1-1-1 has seeded shifts');
    changed.published = !changed.published;
    first.put({ ...moved, brand_id: 'CH-1-1-2' });
    first.delete(deleted);
    first.put({ ...deleted, id: 'shift-new' });
    const second = snapshot.restore().extensions.shifts;
    expect(second.get('CH-1-1-1', changed.id)).not.toBe(changed);
    expect(second.get('CH-1-1-1', changed.id)?.published).toBe(!changed.published);
    expect(second.find(moved.id)?.brand_id).toBe('CH-1-1-1');
    expect(second.find(deleted.id)).toBeDefined();
    expect(second.find('shift-new')).toBeUndefined();
    expect(second.list('CH-1-1-2').some((row) => row.id === moved.id)).toBe(false);
  });
});

/**
 * Objects reachable from two different stores of the world, leaving out usersByEmail (rebuilt on
 * restore). Within one store, seed constants are shared (a location's service entries, the demo
 * employers' permissions, news authors); they are never changed in place, so copies of them
 * read the same.
 */
function sharedAcrossStores(world: World): string[] {
  const owner = new Map<object, string>();
  const shared: string[] = [];
  const walk = (value: unknown, store: string): void => {
    if (typeof value !== 'object' || value === null) return;
    const first = owner.get(value);
    if (first !== undefined) {
      if (first !== store) shared.push(`${first} and ${store}`);
      return;
    }
    owner.set(value, store);
    if (value instanceof Map) for (const v of value.values()) walk(v, store);
    else if (value instanceof Set) for (const v of value) walk(v, store);
    else for (const v of Object.values(value)) walk(v, store);
  };
  const { usersByEmail: _rebuilt, extensions, ...rest } = world;
  for (const [name, store] of Object.entries(rest)) walk(store, name);
  const { rewards } = extensions;
  walk(rewards.configuration, 'rewards.configuration');
  for (const [name, store] of Object.entries({
    budgets: rewards.budgets,
    rules: rewards.rules,
    raffles: rewards.raffles,
  })) {
    walk(store.state(), `rewards.${name}`);
  }
  walk(extensions.attestation.state(), 'attestation');
  walk(extensions.news, 'news');
  walk(extensions.shifts.state(), 'shifts');
  return shared;
}

describe('what a snapshot can copy', () => {
  it('no row of the seeded world is held by two stores but users and usersByEmail', () => {
    expect(sharedAcrossStores(seedWorld({ now: NOW }))).toEqual([]);
  });
});

describe('POST /__sim/reset', () => {
  let wall = NOW;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ now: () => wall });
    await app.ready();
  }, 60_000);
  afterAll(() => app.close());

  it('brings back the very world seeded at start after writes', async () => {
    const world = app.world;
    const applicationId = world.applicationsByBrand.get('CH-1-1-1')?.[0] ?? '';
    addMessage(world, {
      message_id: 'm-written',
      application_id: applicationId,
      sender: 'EMPLOYER',
      sender_name: 'x',
      message_body: 'hello',
      files: [],
      sent_at: NOW,
      is_read: false,
    });
    const brand = world.brands.get('CH-1-1-1');
    if (brand) brand.suspended = true;
    world.extensions.shifts.nextId('CH-1-1-1');
    wall = NOW + 5 * 60_000;
    const res = await app.inject({ method: 'POST', url: '/__sim/reset' });
    expect(res.statusCode).toBe(200);
    expect(app.world).not.toBe(world);
    expect(contents(app.world)).toEqual(contents(seedWorld({ now: NOW })));
  });

  it('seeds afresh at the simulated now once the snapshot is older than the limit', async () => {
    wall = NOW + SNAPSHOT_MAX_AGE_MS + 60_000;
    await app.inject({ method: 'POST', url: '/__sim/reset' });
    expect(app.world.seededAt).toBe(wall);
    expect(contents(app.world)).toEqual(contents(seedWorld({ now: wall })));
  });
});
