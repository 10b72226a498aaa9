import { api, type AnyEndpoint } from '@ws/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { quickReader } from '../src/routes/quick-input.ts';

/**
 * The quick reader of params, queries and bodies must answer exactly what zod answers for every
 * input it takes, and take nothing zod refuses (zod then names the field): checked over every entry of the
 * table, with inputs built from each schema's own keys and values that tell readings apart.
 */
const entries: AnyEndpoint[] = Object.values(api).flatMap((area) =>
  Object.values(area as Record<string, AnyEndpoint>).map((entry) => ({ ...entry })),
);

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  entries?: object;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The choices an enum somewhere in the schema offers, as a caller would send them. */
function choicesIn(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.entries) return Object.values(def.entries).map(String);
  if (def.innerType) return choicesIn(def.innerType);
  return Object.values(def.shape ?? {}).flatMap(choicesIn);
}

const VALUES = [
  ...['0', '1', '10', '100', '101', '-1', '1.5', '01', '1e1', ' 1', '9007199254740993'],
  ...['', 'abc', 'CH-1-1-1', 'ap-1', 'a b', 'true', 'false', 'é', '2026-11-23'],
  // Past the usual length bounds, and at one once trimmed.
  ...[65, 101, 201, 501, 2001, 5001].map((n) => 'x'.repeat(n)),
  ...[' padded ', '   ', ` ${'x'.repeat(5000)} `],
];
/** What a JSON body may hold besides text. */
const BODY_VALUES = [...VALUES, 1, 0, true, false, null, {}];

function inputs(
  schema: z.ZodType,
  seed: number,
  sent: readonly unknown[],
  count: number,
): unknown[] {
  const keys = Object.keys(defOf(schema).shape ?? {});
  const values = [...sent, ...choicesIn(schema)];
  const next = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T;
  const out: unknown[] = [undefined, null, 'text', [], {}];
  for (let i = 0; i < count; i++) {
    const input: Record<string, unknown> = {};
    for (const key of keys) {
      const roll = next();
      if (roll < 0.3) continue;
      input[key] = roll < 0.35 ? [pick(values), pick(values)] : pick(values);
    }
    if (next() < 0.1) input[pick(['extra', 'brand', 'limit', '__proto__'])] = pick(values);
    out.push(input);
  }
  return out;
}

/** Compares the quick reader with zod over inputs built for the schema; how many it took. */
function sameAsZod(
  schema: z.ZodType,
  name: string,
  seed: number,
  { sent = VALUES as readonly unknown[], count = 300 } = {},
): number {
  const read = quickReader(schema);
  if (!read) return 0;
  let taken = 0;
  for (const input of inputs(schema, seed, sent, count)) {
    const quick = read(input);
    if (quick === undefined) continue;
    taken += 1;
    const parsed = schema.safeParse(input);
    const about = `${name} ${JSON.stringify(input)}`;
    expect(parsed.success, about).toBe(true);
    expect(quick, about).toStrictEqual(parsed.data);
    expect(Object.keys(quick), about).toEqual(Object.keys(parsed.data as object));
  }
  return taken;
}

describe('the quick reader of params, queries and bodies', () => {
  const places = entries.flatMap((entry) =>
    (['params', 'query', 'body'] as const).map((where) => ({ entry, where, schema: entry[where] })),
  );

  it('answers as zod does for every input it takes, and takes none zod refuses', () => {
    const taken = places.reduce(
      (sum, { entry, where, schema }, index) =>
        sum +
        sameAsZod(schema, `${entry.name} ${where}`, index + 1, {
          sent: where === 'body' ? BODY_VALUES : VALUES,
        }),
      0,
    );
    // The check above proves something only if the reader takes a good share of the inputs.
    expect(taken).toBeGreaterThan(1000);
  });

  it('keeps every bound of the kinds it reads: lengths, exclusive and inclusive, whole numbers', () => {
    const schema = z
      .object({
        name: z.string().min(2).max(5),
        size: z.coerce.number().int().positive().lt(100).optional(),
        part: z.coerce.number().int().min(1).max(9).default(1),
        kind: z.enum(['a', 'b']).default('a'),
      })
      .strict();
    // Values on each side of every bound.
    const sent = ['a', 'ab', 'abcde', 'abcdef', '0', '1', '9', '10', '99', '100'];
    expect(sameAsZod(schema, 'made up', 7, { sent, count: 5000 })).toBeGreaterThan(100);
  });

  it('trims before it measures, and takes an object only when its refinement holds', () => {
    const schema = z
      .object({ text: z.string().trim().max(5).default(''), tag: z.string().optional() })
      .strict()
      .refine((b) => b.text.length > 0 || b.tag !== undefined);
    const sent = ['', ' ', 'abcde', ' abcde ', 'abcdef', ' a b '];
    expect(sameAsZod(schema, 'made up', 11, { sent, count: 3000 })).toBeGreaterThan(100);
    const read = quickReader(schema);
    expect(read?.({ text: ' abcde ' })).toEqual({ text: 'abcde' });
    expect(read?.({ text: '   ' })).toBeUndefined();
    expect(read?.({ text: '   ', tag: 'x' })).toEqual({ text: '', tag: 'x' });
  });

  it("reads the list's query and a message's params, as the bench sends them, without zod", () => {
    const list = { ...api.applications.employerApplications };
    const readList = quickReader(list.query);
    expect(readList?.({ brand: 'CH-1-1-1', offset: '0', limit: '10' })).toEqual({
      brand: 'CH-1-1-1',
      offset: 0,
      limit: 10,
    });
    // A search's words are trimmed, as zod trims them.
    const search = { brand: 'CH-1-1-1', q: ' ann ' };
    expect(readList?.(search)).toEqual(list.query.parse(search));
    const send = { ...api.applications.sendMessage };
    expect(quickReader(send.params)?.({ applicationId: 'ap-1' })).toEqual({
      applicationId: 'ap-1',
    });
    const readBody = quickReader(send.body);
    expect(readBody?.({ message_body: ' See you on Tuesday at ten. ' })).toEqual({
      message_body: 'See you on Tuesday at ten.',
      files: [],
    });
    // A message of nothing (and one with files) is zod's to refuse (or read).
    expect(readBody?.({ message_body: '  ' })).toBeUndefined();
    expect(readBody?.({ files: { filename: 'cv.pdf' } })).toBeUndefined();
  });
});
