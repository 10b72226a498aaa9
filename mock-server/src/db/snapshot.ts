/**
 * A frozen copy of a seeded world and fresh worlds made from it: restoring is a deep
 * copy, far cheaper than seeding again with faker at --scale 100 (and than structuredClone, which
 * took 2 s of CPU there), and done lazily: a restored world copies each store when it is first
 * used, and each per-brand store (ByBrand) copies one brand's rows at a time, so a reset itself
 * copies nothing and the 90,000 seeded shifts of --scale 100 are copied only brand by brand as
 * requests reach them. usersByEmail is rebuilt around the copied users.
 */
import { ByBrand, type ByBrandState } from './stores/by-brand.ts';
import type { ExtensionStores } from './stores/index.ts';
import type { World } from './types.ts';

type Row = { id: string; brand_id: string };
type StateOf<S> = S extends ByBrand<infer R> ? ByBrandState<R> : never;
type Rewards = ExtensionStores['rewards'];

/** The per-brand stores' frozen states: never copied whole, each restored store copies a brand's rows on first use. */
interface FrozenStores {
  budgets: StateOf<Rewards['budgets']>;
  rules: StateOf<Rewards['rules']>;
  raffles: StateOf<Rewards['raffles']>;
  attestation: StateOf<ExtensionStores['attestation']>;
  shifts: StateOf<ExtensionStores['shifts']>;
  templates: StateOf<ExtensionStores['templates']>;
  jobs: StateOf<ExtensionStores['jobs']['jobs']>;
}

/** The extensions but their per-brand stores, copied whole on every restore. */
interface PlainExtensions {
  rewards: Omit<Rewards, 'budgets' | 'rules' | 'raffles'>;
  news: ExtensionStores['news'];
  pipeline: ExtensionStores['pipeline'];
  workday: ExtensionStores['workday'];
  swaps: ExtensionStores['swaps'];
  labour: ExtensionStores['labour'];
  offers: ExtensionStores['offers'];
  applied: ExtensionStores['jobs']['applied'];
  notifications: ExtensionStores['notifications'];
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

function split(extensions: ExtensionStores): { plain: PlainExtensions; stores: FrozenStores } {
  const { budgets, rules, raffles, ...rewards } = extensions.rewards;
  return {
    plain: {
      rewards,
      news: extensions.news,
      pipeline: extensions.pipeline,
      workday: extensions.workday,
      swaps: extensions.swaps,
      labour: extensions.labour,
      offers: extensions.offers,
      applied: extensions.jobs.applied,
      notifications: extensions.notifications,
    },
    stores: {
      budgets: budgets.state(),
      rules: rules.state(),
      raffles: raffles.state(),
      attestation: extensions.attestation.state(),
      shifts: extensions.shifts.state(),
      templates: extensions.templates.state(),
      jobs: extensions.jobs.jobs.state(),
    },
  };
}

function join(plain: PlainExtensions, stores: FrozenStores): ExtensionStores {
  const store = <R extends Row>(state: ByBrandState<R>) => ByBrand.fromSnapshot(state, deepCopy);
  return {
    rewards: {
      ...plain.rewards,
      budgets: store(stores.budgets),
      rules: store(stores.rules),
      raffles: store(stores.raffles),
    },
    attestation: store(stores.attestation),
    news: plain.news,
    shifts: store(stores.shifts),
    templates: store(stores.templates),
    pipeline: plain.pipeline,
    workday: plain.workday,
    swaps: plain.swaps,
    labour: plain.labour,
    offers: plain.offers,
    jobs: { jobs: store(stores.jobs), applied: plain.applied },
    notifications: plain.notifications,
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
  if (proto !== Object.prototype && proto !== null)
    throw new Error('world snapshot: cannot copy a class instance');
  const object: Record<string, unknown> = {};
  for (const key in value) object[key] = deepCopy((value as Record<string, unknown>)[key]);
  return object as T;
}

/**
 * A store of a restored world is copied from the snapshot when it is first read (or replaced):
 * a reset copies nothing, and a store no request touches before the next reset is never copied.
 * Once copied it is a plain property again.
 *
 * The getter and setter are made once per snapshot and find their world as `this` (item
 * 7). V8 keeps an object's accessors in its hidden class and keeps recently used hidden classes
 * for a few full collections after their objects die (--retain-maps-for-n-gc), so accessors that
 * closed over their world kept the world before a reset, with every write in it, alive after the
 * reset. Shared accessors also give every restored world one hidden class (with a closure per
 * world, the first took the hidden class and every later one fell back to dictionary mode).
 */
function copyOnFirstUse(key: string, copy: (world: World) => unknown): PropertyDescriptor {
  const settle = (world: World, value: unknown) =>
    Object.defineProperty(world, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  return {
    enumerable: true,
    configurable: true,
    get(this: World) {
      const value = copy(this);
      settle(this, value);
      return value;
    },
    set(this: World, value: unknown) {
      settle(this, value);
    },
  };
}

export function snapshotWorld(world: World): WorldSnapshot {
  const { extensions, usersByEmail: _byEmail, ...rest } = world;
  const { plain, stores } = split(extensions);
  const frozen: Frozen = deepCopy({ world: rest, extensions: plain });
  const frozenStores = deepCopy(stores);
  const lazyStores: PropertyDescriptorMap = {};
  for (const [key, frozenStore] of Object.entries(frozen.world))
    lazyStores[key] = copyOnFirstUse(key, () => deepCopy(frozenStore));
  lazyStores.usersByEmail = copyOnFirstUse(
    'usersByEmail',
    (fresh) => new Map([...fresh.users.values()].map((u) => [u.email.toLowerCase(), u])),
  );
  lazyStores.extensions = copyOnFirstUse('extensions', () =>
    join(deepCopy(frozen.extensions), frozenStores),
  );
  return {
    seededAt: world.seededAt,
    restore: () => Object.defineProperties({}, lazyStores) as World,
  };
}
