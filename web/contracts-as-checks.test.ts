import { api, type AnyEndpoint } from '@ws/contracts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CheckWriter, checksModule } from './contracts-as-checks.ts';
import * as runtime from './response-checks.ts';
import { readApiError } from './src/lib/api-error.ts';

type Area = Record<string, { responses: { 200: { parse: (value: unknown) => unknown } } }>;

/** Runs a module `checksModule` wrote, with the runtime's functions, and returns its areas. */
function run(code: string): Record<string, Area> {
  const names: string[] = [];
  const body = code
    .split('\n')
    .filter((line) => !/^(import|export \{)/.test(line))
    .join('\n')
    .replace(/^export const ([\w$]+)/gm, (_, name: string) => {
      names.push(name);
      return `const ${name}`;
    });
  const build = new Function(
    ...Object.keys(runtime),
    `${body}\nreturn { ${names.join(', ')} };`,
  ) as (...args: unknown[]) => Record<string, Area>;
  return build(...Object.values(runtime));
}

const modules = import.meta.glob<Record<string, unknown>>('../contracts/src/endpoints/*.ts', {
  eager: true,
});
const written = Object.assign(
  {},
  ...Object.entries(modules).map(([file, exports]) =>
    run(checksModule(file, readFileSync(new URL(file, import.meta.url), 'utf8'), exports)),
  ),
) as Record<string, Area>;

const entries = Object.entries(api).flatMap(([area, calls]) =>
  Object.entries(calls as Record<string, AnyEndpoint>).map(([key, entry]) => ({
    entry,
    check: written[area]?.[key]?.responses[200].parse,
  })),
);

interface Interaction {
  description: string;
  response: { status: number; body?: { content?: unknown } };
}
const pact = JSON.parse(
  readFileSync(new URL('../contracts/pacts/harbor-web-harbor-api.json', import.meta.url), 'utf8'),
) as { interactions: Interaction[] };

/** The answer's variants broken in one place each: a key gone, null, another type, one more key. */
function broken(value: unknown, limit = 30): unknown[] {
  const out: unknown[] = [];
  const visit = (part: unknown, replace: (next: unknown) => unknown) => {
    if (out.length >= limit) return;
    out.push(replace(null), replace('text'), replace(7.5), replace([]), replace({}));
    if (Array.isArray(part))
      part
        .slice(0, 2)
        .forEach((item, at) =>
          visit(item, (next) => replace(part.map((old, i) => (i === at ? next : old)))),
        );
    else if (part && typeof part === 'object') {
      const record = part as Record<string, unknown>;
      out.push(replace({ ...record, unexpected: 1 }));
      for (const key of Object.keys(record)) {
        const { [key]: _gone, ...rest } = record;
        out.push(replace(rest));
        visit(record[key], (next) => replace({ ...record, [key]: next }));
      }
    }
  };
  visit(value, (next) => next);
  return out;
}

const outcome = (parse: (value: unknown) => unknown, value: unknown) => {
  try {
    return { ok: true, value: parse(value) };
  } catch {
    return { ok: false };
  }
};

describe('the web build’s checks of each answer', () => {
  it('cover every entry of the table', () => {
    expect(entries.filter(({ check }) => !check).map(({ entry }) => entry.name)).toEqual([]);
  });

  it('accept, reject and fill in defaults as zod does, on every answer the pact records and on each broken in one place', () => {
    let compared = 0;
    for (const interaction of pact.interactions) {
      if (interaction.response.status !== 200) continue;
      const name = interaction.description.split(' answers')[0];
      const found = entries.find(({ entry }) => entry.name === name);
      if (!found?.check) continue;
      const schema = found.entry.responses[200] as z.ZodType;
      for (const value of [
        interaction.response.body?.content,
        ...broken(interaction.response.body?.content),
      ]) {
        const expected = schema.safeParse(value);
        expect(outcome(found.check, value), name).toStrictEqual(
          expected.success ? { ok: true, value: expected.data } : { ok: false },
        );
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(1000);
    // Each broken answer fails by a throw, slow under the test runner on a loaded machine.
  }, 60_000);
});

describe('a check written from a schema of each kind an answer uses', () => {
  /** The check `CheckWriter` writes for `schema`, run with the runtime's functions. */
  const checkOf = (schema: z.ZodType) => {
    const writer = new CheckWriter();
    writer.count(schema as never);
    const expression = writer.write(schema as never);
    return new Function(
      ...Object.keys(runtime),
      `${writer.declarations.join('\n')}\nreturn ${expression};`,
    )(...Object.values(runtime)) as (value: unknown) => unknown;
  };
  const same = (schema: z.ZodType, values: unknown[]) => {
    const check = checkOf(schema);
    for (const value of values) {
      const expected = schema.safeParse(value);
      expect(outcome(check, value), JSON.stringify(value)).toStrictEqual(
        expected.success ? { ok: true, value: expected.data } : { ok: false },
      );
    }
  };
  const Node: z.ZodType = z.lazy(() => z.object({ name: z.string(), children: z.array(Node) }));

  it('objects strict, passing through and stripping, with optional, nullable and defaulted fields', () => {
    const shape = {
      id: z.number().int().gt(0),
      name: z.string().trim().min(2).max(5),
      note: z.string().optional(),
      tag: z.enum(['A', 'B']).nullable(),
      list: z.array(z.literal(1)).default([]),
      first: z.string().default(''),
      any: z.unknown(),
    };
    const values = [
      { id: 1, name: ' ab ', tag: null, any: 1 },
      { id: 1, name: 'ab', tag: 'A', note: 'x', list: [1], first: 'f', any: null, more: 1 },
      { id: 0, name: 'ab', tag: 'A', any: 1 },
      { id: 1.5, name: 'ab', tag: 'A', any: 1 },
      { id: 1, name: '  a  ', tag: 'A', any: 1 },
      { id: 1, name: 'abcdef', tag: 'C', any: 1 },
      { id: 1, name: '😀😀', tag: 'A', any: 1 },
      { id: 1, name: 'ab', tag: 'A', note: undefined, any: 1 },
      { id: 1, name: 'ab', tag: 'A' },
      [],
      null,
    ];
    same(z.object(shape), values);
    same(z.object(shape).strict(), values);
    same(z.object(shape).passthrough(), values);
  });

  it('records, unions, patterns, lists and a schema that contains itself', () => {
    same(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])), [
      { a: 1, b: 'x', c: true },
      { a: null },
      [],
      'x',
    ]);
    same(
      z
        .array(z.string().regex(/^[A-Z]+$/))
        .min(1)
        .max(2),
      [['AB'], [], ['a'], ['A', 'B', 'C']],
    );
    same(z.iso.datetime(), ['2026-01-02T03:04:05Z', '2026-01-02', 'x']);
    same(Node, [
      { name: 'a', children: [{ name: 'b', children: [] }] },
      { name: 'a', children: [{ name: 'b' }] },
    ]);
  });

  it('fails an answer off its contract as an error the app words as its generic sentence', () => {
    const check = checkOf(z.object({ id: z.number() }));
    let thrown: unknown;
    try {
      check({ id: 'x' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(readApiError(thrown)).toEqual({ sentence: 'generic', field: undefined });
  });

  it('stops the build on a schema it cannot check as zod does', () => {
    expect(() => checkOf(z.string().transform((text) => text.length))).toThrow(/no check/);
    expect(() => checkOf(z.string().refine((text) => text !== 'x'))).toThrow(/no check/);
    expect(() => checkOf(z.url())).toThrow(/no check/);
  });
});
