/**
 * A frozen copy of a seeded world and fresh worlds made from it (issue 14): restoring is a deep
 * copy, far cheaper than seeding again with faker at --scale 100 (and than structuredClone, which
 * took 2 s of CPU there). The whole world goes through one copy that remembers what it copied, so
 * rows shared between maps (users and usersByEmail) stay shared. The ByBrand stores travel as
 * their plain state and are rebuilt around it.
 */
import { ByBrand, type ByBrandState } from './extensions/by-brand.ts';
import type { ExtensionStores } from './extensions/index.ts';
import type { World } from './types.ts';

type Row = { id: string; brand_id: string };
type StateOf<S> = S extends ByBrand<infer R> ? ByBrandState<R> : never;
type Rewards = ExtensionStores['rewards'];
interface PlainExtensions {
  rewards: Omit<Rewards, 'budgets' | 'rules' | 'raffles'> & {
    budgets: StateOf<Rewards['budgets']>;
    rules: StateOf<Rewards['rules']>;
    raffles: StateOf<Rewards['raffles']>;
  };
  attestation: StateOf<ExtensionStores['attestation']>;
  news: ExtensionStores['news'];
  shifts: StateOf<ExtensionStores['shifts']>;
  pipeline: ExtensionStores['pipeline'];
  workday: ExtensionStores['workday'];
  jobs: { jobs: StateOf<ExtensionStores['jobs']['jobs']>; applied: ExtensionStores['jobs']['applied'] };
}

interface Frozen {
  world: Omit<World, 'extensions' | 'usersByEmail'>;
  extensions: PlainExtensions;
}

export interface WorldSnapshot {
  readonly seededAt: number;
  /** A world equal to the one frozen, sharing nothing with it or with earlier copies. */
  restore(): World;
}

function toPlain(extensions: ExtensionStores): PlainExtensions {
  const { rewards } = extensions;
  return {
    rewards: { ...rewards, budgets: rewards.budgets.state(), rules: rewards.rules.state(), raffles: rewards.raffles.state() },
    attestation: extensions.attestation.state(),
    news: extensions.news,
    shifts: extensions.shifts.state(),
    pipeline: extensions.pipeline,
    workday: extensions.workday,
    jobs: { jobs: extensions.jobs.jobs.state(), applied: extensions.jobs.applied },
  };
}

function fromPlain(plain: PlainExtensions): ExtensionStores {
  const { rewards } = plain;
  const store = <R extends Row>(state: ByBrandState<R>) => ByBrand.fromState(state);
  return {
    rewards: { ...rewards, budgets: store(rewards.budgets), rules: store(rewards.rules), raffles: store(rewards.raffles) },
    attestation: store(plain.attestation),
    news: plain.news,
    shifts: store(plain.shifts),
    pipeline: plain.pipeline,
    workday: plain.workday,
    jobs: { jobs: store(plain.jobs.jobs), applied: plain.jobs.applied },
  };
}

/**
 * A deep copy of plain objects, arrays, Maps, Sets and Buffers. It keeps no record of what it
 * copied (that record cost five times the copy), so an object reached twice would be copied
 * twice: the world shares rows only between users and usersByEmail, which is rebuilt instead
 * (world-reset.test.ts holds the world to that).
 */
function deepCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const list = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) list[i] = deepCopy(value[i] as unknown);
    return list as T;
  }
  if (value instanceof Map) {
    const map = new Map<unknown, unknown>();
    for (const [k, v] of value as Map<unknown, unknown>) map.set(k, deepCopy(v));
    return map as T;
  }
  if (value instanceof Set) return new Set(value as Set<unknown>) as T;
  if (Buffer.isBuffer(value)) return Buffer.from(value) as T;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) throw new Error('world snapshot: cannot copy a class instance');
  const object: Record<string, unknown> = {};
  for (const key in value) object[key] = deepCopy((value as Record<string, unknown>)[key]);
  return object as T;
}

export function snapshotWorld(world: World): WorldSnapshot {
  const { extensions, usersByEmail: _byEmail, ...rest } = world;
  const frozen: Frozen = deepCopy({ world: rest, extensions: toPlain(extensions) });
  return {
    seededAt: world.seededAt,
    restore() {
      const fresh = deepCopy(frozen);
      const usersByEmail = new Map([...fresh.world.users.values()].map((u) => [u.email.toLowerCase(), u]));
      return { ...fresh.world, usersByEmail, extensions: fromPlain(fresh.extensions) };
    },
  };
}
