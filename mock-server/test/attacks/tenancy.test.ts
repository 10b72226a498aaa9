/**
 * Tenancy attacks, generated from the endpoint table: every bearer entry that names a brand or an
 * application (in its path, query or body) is called by demo accounts of one tenant (group GP-1)
 * with an id of the other tenant (group GP-2) in that place, and must be refused (403 or 404),
 * never answered with the other tenant's data, never a 500. Ids of things a brand owns (budgets,
 * shifts, questions, …) are swapped the same way, so a call that checks only the brand in its
 * path but not whose row it reads is caught too.
 */
import type { AnyEndpoint } from '@ws/contracts';
import { listEndpoints } from '@ws/contracts';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { isWithin } from '../../src/db/tree.ts';
import { bearer, injectEntry } from '../helper.ts';

const app = await buildApp();
await app.ready();
afterAll(() => app.close());
beforeEach(() => {
  app.clock.reset();
  app.resetWorld();
});

const OWN_GROUP = 'GP-1';
const OTHER_GROUP = 'GP-2';
const world = app.world;
const inOther = (brandId: string) => isWithin(world, brandId, OTHER_GROUP);

// The other tenant's ids, one of each kind, read from the seeded world.
const brandsOf = (type: string) =>
  [...world.brands.values()].filter((b) => b.type === type && inOther(b.id));
const otherBrand: Record<string, string> = {
  GP: OTHER_GROUP,
  ENTERPRISE: OTHER_GROUP,
  PARENT: brandsOf('PARENT')[0]?.id ?? '',
  CHILD: brandsOf('CHILD')[0]?.id ?? '',
};
// One with an interview proposed and a message sent, so rows naming those have real ones to name.
const otherApplication = [...world.applications.values()].find(
  (a) =>
    inOther(a.brand_id) &&
    a.candidate_id !== 'u-candidate' &&
    (world.extensions.pipeline.interviews.get(a.id)?.length ?? 0) > 0 &&
    (world.messagesByApplication.get(a.id)?.length ?? 0) > 0,
);
const otherMessage = [...world.messages].find(
  ([, m]) => m.application_id === otherApplication?.id,
)?.[0];

/** Demo employers of GP-1 (a location's manager, the group's employer) and a candidate. */
const EMPLOYERS = ['u-manager', 'u-enterprise'];
const CANDIDATE = 'u-candidate';

/** Field names that name a brand, and those that name an application or one of its messages. */
const BRAND_FIELD =
  /^(brandId|groupId|brand|brand_id|brand_ids|brands_ids|employer|location_id|location_ids|location_brand_ids)$/;
const APPLICATION_FIELD = /^(applicationId|application_id|application_ids|message_id)$/;
type Where = 'params' | 'query' | 'body';

interface SchemaDef {
  type: string;
  shape?: Record<string, unknown>;
  getter?: () => unknown;
  in?: unknown;
  innerType?: unknown;
  element?: unknown;
  left?: unknown;
  right?: unknown;
  options?: unknown[];
}
const defOf = (schema: unknown): SchemaDef | undefined =>
  (schema as { _zod?: { def: SchemaDef } } | undefined)?._zod?.def;

/** The field names of an object schema, through lazies, pipes, defaults and unions; `[]` marks an array of such objects. */
function fieldsOf(schema: unknown, depth = 0): { names: string[]; array: boolean } {
  const def = defOf(schema);
  if (!def || depth > 10) return { names: [], array: false };
  switch (def.type) {
    case 'object':
      return { names: Object.keys(def.shape ?? {}), array: false };
    case 'lazy':
      return fieldsOf(def.getter?.(), depth + 1);
    case 'pipe':
      return fieldsOf(def.in, depth + 1);
    case 'array':
      return { names: fieldsOf(def.element, depth + 1).names, array: true };
    case 'intersection':
      return {
        names: [...fieldsOf(def.left, depth + 1).names, ...fieldsOf(def.right, depth + 1).names],
        array: false,
      };
    case 'union':
      return {
        names: [...new Set((def.options ?? []).flatMap((o) => fieldsOf(o, depth + 1).names))],
        array: false,
      };
    default:
      return def.innerType ? fieldsOf(def.innerType, depth + 1) : { names: [], array: false };
  }
}

/** Another tenant's id for a field, of the same kind as the example's own value. */
function foreignId(field: string, own: unknown): unknown {
  if (APPLICATION_FIELD.test(field)) {
    const id = field === 'message_id' ? otherMessage : otherApplication?.id;
    return /_ids$/.test(field) ? [id] : id;
  }
  const sample = [own].flat()[0];
  const type = typeof sample === 'string' ? world.brands.get(sample)?.type : undefined;
  const id = field === 'groupId' ? OTHER_GROUP : otherBrand[type ?? 'CHILD'];
  return /_ids$/.test(field) || Array.isArray(own) ? [id] : id;
}

// Everything the world holds, as text: a swapped id the seed never made is replaced by a sibling it did.
const savedWorld = (await app.inject({ method: 'GET', url: '/__sim/world' })).body;
function existing(id: string): string {
  if (savedWorld.includes(`"${id}"`)) return id;
  const stem = id.replace(/-[^-]+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`"(${stem}-[^"]+)"`).exec(savedWorld)?.[1] ?? id;
}

/** Own ids the example names (brands of GP-1, its applications) swapped for the other tenant's inside other ids. */
function swapInside(value: unknown): unknown {
  const swapped = swapOwn(value);
  return typeof swapped === 'string' ? existing(swapped) : swapped;
}

function swapOwn(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const brand = [...world.brands.keys()].filter(
    (id) =>
      isWithin(world, id, OWN_GROUP) && (value.includes(`-${id}-`) || value.endsWith(`-${id}`)),
  );
  const own = brand.sort((a, b) => b.length - a.length)[0];
  if (own) return value.replace(own, foreignId('brandId', own) as string);
  const application = /ap-\d+/.exec(value)?.[0];
  if (application && otherApplication) return value.replace(application, otherApplication.id);
  // Rows that do not carry their brand in their id: look the kind up and take one of the other tenant's.
  if (world.campaigns.has(value))
    return [...world.campaigns.values()].find((c) => inOther(c.brand_id))?.id;
  const timeOff = world.extensions.workday.timeOff;
  if (timeOff.has(value)) {
    const employeeIds = (person: string) =>
      world.employees.has(person) ? [person] : (world.employeesByUser.get(person) ?? []);
    return [...timeOff.values()].find((t) =>
      employeeIds(t.person_id).some((e) => inOther(world.employees.get(e)?.brand_id ?? '')),
    )?.id;
  }
  return value;
}

interface Row {
  id: string;
  entry: AnyEndpoint;
  where: Where;
  field: string;
  caller: string;
  input: { params: Record<string, unknown>; query: Record<string, unknown>; body: unknown };
  foreign: unknown;
}

/** Whether a field of an object schema holds an id (a string, or a list of them), not a nested object. */
function holdsIds(schema: unknown, field: string, depth = 0): boolean {
  const def = defOf(schema);
  if (!def || depth > 10) return false;
  if (def.type === 'object') return !fieldsOf(def.shape?.[field]).names.length;
  const next =
    def.type === 'lazy'
      ? def.getter?.()
      : def.type === 'pipe'
        ? def.in
        : def.type === 'array'
          ? def.element
          : def.innerType;
  return holdsIds(next, field, depth + 1);
}

function rowsOf(id: string, entry: AnyEndpoint): Row[] {
  // A call that names a brand without being scoped to it says why on its entry (e.g. a tag).
  if (entry.auth !== 'bearer' || entry.access.unscoped) return [];
  const example = entry.example ?? {};
  const base = {
    params: { ...(example.params ?? {}) },
    query: { ...(example.query ?? {}) },
    body: example.body,
  };
  const rows: Row[] = [];
  const schemas: Record<Where, unknown> = {
    params: entry.params,
    query: entry.query,
    body: entry.body,
  };
  const named = (['params', 'query', 'body'] as const).flatMap(
    (where) => fieldsOf(schemas[where]).names,
  );
  // Calls with an access rule (a product, sales) act on an employer's rows even without a brand in the path.
  const scoped =
    named.some((f) => BRAND_FIELD.test(f) || APPLICATION_FIELD.test(f)) ||
    Object.keys(entry.access).length > 0;
  // The caller's own things (`/v1/me/…`: their shifts) are asked for by the member themself.
  const mine = entry.path.startsWith('/v1/me/') && example.caller ? [example.caller] : [];
  for (const where of ['params', 'query', 'body'] as const) {
    const { names, array } = fieldsOf(schemas[where]);
    for (const field of names) {
      const isBrand = BRAND_FIELD.test(field);
      const isApplication = APPLICATION_FIELD.test(field);
      // Any other id in the path of a scoped call, of a row a brand owns (a budget, a shift):
      // swapped for the other tenant's, with the brand in the path kept.
      const owned =
        where === 'params' &&
        !isBrand &&
        !isApplication &&
        /Id$/.test(field) &&
        (scoped || mine.length > 0);
      if ((!isBrand && !isApplication && !owned) || !holdsIds(schemas[where], field)) continue;
      const input = structuredClone(base);
      let foreign: unknown;
      if (where === 'body' && array) {
        foreign = foreignId(field, undefined);
        input.body = [
          { ...((Array.isArray(base.body) ? base.body[0] : {}) as object), [field]: foreign },
        ];
      } else if (owned) {
        foreign = swapInside(input.params[field]);
        if (foreign === input.params[field] || foreign === undefined) continue;
        input.params[field] = foreign;
      } else {
        const holder =
          where === 'body' ? ((input.body ?? {}) as Record<string, unknown>) : input[where];
        foreign = foreignId(field, holder[field]);
        holder[field] = foreign;
        if (where === 'body') input.body = holder;
      }
      // A candidate's own call (accepting an interview) is tried by the candidate too.
      const candidate = example.caller === CANDIDATE ? [CANDIDATE] : [];
      const callers = isApplication
        ? [...EMPLOYERS, CANDIDATE]
        : owned && !scoped
          ? mine
          : [...EMPLOYERS, ...(owned ? candidate : [])];
      for (const caller of callers) rows.push({ id, entry, where, field, caller, input, foreign });
    }
  }
  return rows;
}

const ROWS = listEndpoints().flatMap(({ id, entry }) => rowsOf(id, entry));
const cells = ROWS.map((r) => ({
  ...r,
  label: `${r.id} ${r.entry.method} ${r.entry.path}: ${r.where}.${r.field} = ${JSON.stringify(r.foreign)} as ${r.caller}`,
}));

describe('the other tenant’s ids exist, so a refusal is about the tenant and not a missing row', () => {
  it('GP-2 has locations, parents, an application of another candidate, and a message on it', () => {
    expect(otherBrand.CHILD).toMatch(/^CH-2-/);
    expect(otherBrand.PARENT).toMatch(/^PA-2-/);
    expect(otherApplication && inOther(otherApplication.brand_id)).toBe(true);
    expect(world.messages.has(otherMessage ?? '')).toBe(true);
  });

  it('every id a row sends is one the seeded world holds', async () => {
    const saved = (await app.inject({ method: 'GET', url: '/__sim/world' })).body;
    const missing = ROWS.flatMap((r) => [r.foreign].flat()).filter(
      (id) => typeof id !== 'string' || !saved.includes(`"${id}"`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('the table yields rows for every brand-scoped and application-scoped entry', () => {
    const covered = new Set(ROWS.map((r) => r.id));
    for (const { id, entry } of listEndpoints()) {
      if (entry.auth === 'bearer' && (entry.access.brand || entry.access.application))
        expect([...covered]).toContain(id);
    }
  });
});

describe('a tenant’s demo accounts are refused the other tenant’s brands and applications', () => {
  // 403 or 404; a 400 counts when it names the very field (e.g. "not a location of CH-1-1-1").
  it.each(cells.map((c) => [c.label, c] as const))(
    '%s → refused',
    async (_label, { entry, input, caller, foreign, where, field }) => {
      const res = await injectEntry(app, entry, { ...input, headers: await bearer(app, caller) });
      const named =
        res.statusCode === 400 &&
        new RegExp(`^${where}\\.(\\d+\\.)?${field}(\\.|$)`).test(String(res.json().field));
      expect(
        named || [403, 404].includes(res.statusCode),
        `${res.statusCode} ${res.body.slice(0, 300)}`,
      ).toBe(true);
      const ids = [foreign].flat().filter((v): v is string => typeof v === 'string');
      for (const id of ids)
        expect(res.body.includes(`"id":"${id}"`), res.body.slice(0, 300)).toBe(false);
    },
  );
});
