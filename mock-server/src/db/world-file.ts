/**
 * Saved worlds: the whole world (people, applications, messages, shifts, uploads'
 * metadata, every other store) plus the simulator's clock, scenario, version and faults, as one
 * versioned JSON file. Maps, Sets and the per-brand stores are written as tagged values; the
 * e-mail index is rebuilt on load so it keeps pointing at the same user rows.
 */
import { readFileSync } from 'node:fs';
import { VersionInfoSchema } from '@ws/contracts';
import { FaultSettingsSchema } from '@ws/scenarios';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ByBrand } from './stores/by-brand.ts';
import type { World } from './types.ts';

/**
 * The body limit of the calls that carry a saved world (load, and a bug bundle's replay, which holds
 * one): a world at --scale 100 runs to tens of MB, far past the API's 1 MB.
 */
export const WORLD_BODY_LIMIT = 512 * 1024 * 1024;

export const WORLD_FILE_FORMAT = 'harbor-world';
/**
 * Raise when the World's shape changes: older files are then refused, not half-read. Version 2:
 * users keep a credential (a hash and a verifier) instead of a password, and sign-in locks.
 */
export const WORLD_FILE_VERSION = 2;

export class WorldFileError extends Error {}

type Encoded = null | boolean | number | string | Encoded[] | { [key: string]: Encoded };

// Rebuilt from `users` on load: its values are the same row objects, not copies.
const DERIVED = new Set<string>(['usersByEmail']);

function encode(value: unknown): Encoded {
  if (value instanceof Map) return { $map: [...value].map(([k, v]) => [encode(k), encode(v)]) };
  if (value instanceof Set) return { $set: [...value].map(encode) };
  if (value instanceof ByBrand)
    return { $byBrand: value.prefix, rows: Object.values(value.toJSON()).flat().map(encode) };
  if (Array.isArray(value)) return value.map(encode);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
  }
  if (value === undefined) return null;
  return value as Encoded;
}

const kindOf = (value: unknown) =>
  value instanceof Map
    ? 'map'
    : value instanceof Set
      ? 'set'
      : value instanceof ByBrand
        ? 'byBrand'
        : Array.isArray(value)
          ? 'array'
          : value === null
            ? 'null'
            : typeof value;

const tagged = (value: Encoded, tag: string): value is Record<string, Encoded> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && tag in value;

function restoreByBrand(
  prefix: string,
  rows: unknown[],
): ByBrand<{ id: string; brand_id: string }> {
  const store = new ByBrand<{ id: string; brand_id: string }>(prefix);
  const highest = new Map<string, number>();
  for (const row of rows) {
    if (
      typeof row !== 'object' ||
      row === null ||
      typeof (row as { id?: unknown }).id !== 'string'
    ) {
      throw new WorldFileError(`a "${prefix}" row has no id`);
    }
    const typed = row as { id: string; brand_id: string };
    store.put(typed);
    const n = Number(/-(\d+)$/.exec(typed.id)?.[1] ?? 0);
    highest.set(typed.brand_id, Math.max(highest.get(typed.brand_id) ?? 0, n));
  }
  // The store's id counters are private: draw ids until each brand's counter passes its saved rows.
  for (const [brandId, n] of highest) {
    for (let drawn = 0; drawn < n; drawn++) store.nextId(brandId);
  }
  return store;
}

// Object.fromEntries defines own properties, so a "__proto__" key in a file stays plain data.
function decode(value: Encoded): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (tagged(value, '$map')) {
    if (!Array.isArray(value.$map)) throw new WorldFileError('a $map is not a list of pairs');
    return new Map(
      value.$map.map((pair) =>
        Array.isArray(pair) && pair.length === 2
          ? [decode(pair[0] as Encoded), decode(pair[1] as Encoded)]
          : badPair(),
      ),
    );
  }
  if (tagged(value, '$set')) {
    if (!Array.isArray(value.$set)) throw new WorldFileError('a $set is not a list');
    return new Set(value.$set.map(decode));
  }
  if (tagged(value, '$byBrand')) {
    if (typeof value.$byBrand !== 'string' || !Array.isArray(value.rows))
      throw new WorldFileError('a per-brand store is malformed');
    return restoreByBrand(value.$byBrand, (value.rows as Encoded[]).map(decode));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, Encoded>).map(([k, v]) => [k, decode(v)]),
    );
  }
  return value;
}

const badPair = (): never => {
  throw new WorldFileError('a $map entry is not a [key, value] pair');
};

/** Checks every store the running world has against the file's, by kind, recursing one level into `extensions`. */
function checkShape(
  template: Record<string, unknown>,
  loaded: Record<string, unknown>,
  where: string,
): void {
  for (const [key, value] of Object.entries(template)) {
    if (DERIVED.has(key)) continue;
    if (!(key in loaded)) throw new WorldFileError(`${where}${key} is missing`);
    const want = kindOf(value);
    const got = kindOf(loaded[key]);
    if (want !== got)
      throw new WorldFileError(`${where}${key} should be a ${want}, found a ${got}`);
    if (want === 'object' && key === 'extensions') {
      checkShape(
        value as Record<string, unknown>,
        loaded[key] as Record<string, unknown>,
        `${where}${key}.`,
      );
    }
  }
}

export function encodeWorld(world: World): Encoded {
  return Object.fromEntries(
    Object.entries(world)
      .filter(([key]) => !DERIVED.has(key))
      .map(([key, v]) => [key, encode(v)]),
  );
}

/** The world a file describes, checked against the running one's shape; throws WorldFileError. */
export function decodeWorld(encoded: Encoded, template: World): World {
  if (encoded === null || typeof encoded !== 'object' || Array.isArray(encoded))
    throw new WorldFileError('"world" is not an object');
  const world = decode(encoded) as Record<string, unknown>;
  checkShape(template as unknown as Record<string, unknown>, world, 'world.');
  const users = world.users as World['users'];
  for (const user of users.values()) {
    if (typeof user?.email !== 'string') throw new WorldFileError('a user has no email');
  }
  world.usersByEmail = new Map([...users.values()].map((user) => [user.email.toLowerCase(), user]));
  return world as unknown as World;
}

const SimSnapshotSchema = z.object({
  scenario: z.string().min(1),
  clock: z.iso.datetime({ offset: true }),
  version: VersionInfoSchema,
  faults: FaultSettingsSchema,
  live_every_seconds: z.number().int().min(1).nullable(),
});

const WorldFileTagSchema = z.object({
  format: z.literal(WORLD_FILE_FORMAT),
  version: z.number().int(),
});
const WorldFileSchema = WorldFileTagSchema.extend({
  saved_at: z.string(),
  sim: z.unknown(),
  world: z.unknown(),
});

export function worldFileOf(app: FastifyInstance) {
  const { sim } = app;
  return {
    format: WORLD_FILE_FORMAT,
    version: WORLD_FILE_VERSION,
    saved_at: new Date().toISOString(),
    sim: {
      scenario: sim.scenario,
      clock: new Date(app.clock.now()).toISOString(),
      version: sim.version,
      faults: sim.faults.settings(),
      live_every_seconds: sim.live.status().every_seconds,
    },
    world: encodeWorld(app.world),
  };
}

export type LoadResult =
  { ok: true; scenario: string; clock: string } | { ok: false; message: string };

/**
 * Replaces the running world and simulator state with a file's, or changes nothing: everything is
 * decoded and checked before the first assignment.
 */
export function applyWorldFile(app: FastifyInstance, raw: unknown): LoadResult {
  try {
    const tag = WorldFileTagSchema.safeParse(raw);
    if (!tag.success)
      throw new WorldFileError(
        `not a saved world (no "format": "${WORLD_FILE_FORMAT}" with a numeric "version")`,
      );
    const { version } = tag.data;
    if (version !== WORLD_FILE_VERSION) {
      const age = version < WORLD_FILE_VERSION ? 'older' : 'newer';
      throw new WorldFileError(
        `the file is world format version ${version}, ${age} than this server's version ${WORLD_FILE_VERSION}; save it again from a matching server`,
      );
    }
    const head = WorldFileSchema.safeParse(raw);
    if (!head.success) {
      const issue = head.error.issues[0];
      throw new WorldFileError(
        `damaged: ${issue?.path.join('.') || 'file'}: ${issue?.message ?? 'invalid'}`,
      );
    }
    const simState = SimSnapshotSchema.safeParse(head.data.sim);
    if (!simState.success) {
      const issue = simState.error.issues[0];
      throw new WorldFileError(
        `sim.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
      );
    }
    const world = decodeWorld(head.data.world as Encoded, app.world);
    const s = simState.data;
    app.world = world;
    app.clock.set(Date.parse(s.clock));
    app.sim.updateVersion(() => s.version);
    app.sim.faults.set(s.faults.rules, s.faults.seed);
    app.sim.setLiveActivity(s.live_every_seconds);
    app.sim.noteScenario(s.scenario);
    return { ok: true, scenario: s.scenario, clock: s.clock };
  } catch (error) {
    if (error instanceof WorldFileError) return { ok: false, message: error.message };
    throw error;
  }
}

/** For `--world FILE` at start. */
export function loadWorldFile(app: FastifyInstance, path: string): LoadResult {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return { ok: false, message: `cannot read it as JSON (${(error as Error).message})` };
  }
  return applyWorldFile(app, raw);
}
