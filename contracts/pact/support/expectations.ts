/**
 * The consumer's expectations, built on the consumer's side: each response body comes from the
 * table's response schema (what the web client parses), with an example value per field from
 * field-examples.ts. Matchers follow Pact's rules: type matchers for values, `eachLike` for
 * lists, regexes for ids, dates and enums. Optional fields are left out: the client cannot rely
 * on them, so the provider is not held to them.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { z } from 'zod';
import { FIELD_EXAMPLES, TYPE_EXAMPLES } from './field-examples.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

const { regex, like, integer } = MatchersV3;

export const ID_PATTERN = '^\\S+$';
const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const EXAMPLE_DATE_TIME = '2026-11-22T09:30:00.000Z';
/** Recursive schemas (the brand tree) are pinned this deep; below, lists are left free. */
const MAX_DEPTH = 3;

/**
 * The answer's own list (`data`, or a bare list) must hold an item, so its shape is proven; lists
 * inside items may be empty (a permission without conditions), and their items, when there are
 * some, are held to the template.
 */
type Level = 'root' | 'data' | 'inner';
const below = (level: Level): Level => (level === 'root' ? 'data' : 'inner');

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isId = (name: string) => name === 'id' || name === 'uuid' || /_id$|Id$/.test(name);

/**
 * Pact has no nullable matcher. A regex matcher compares the value's JSON text, so
 * `^(null|…)$` holds the field present and either null or of the declared form.
 */
function nullable(inner: JsonSchema): unknown {
  const form =
    inner.enum !== undefined
      ? inner.enum.map((v) => escape(String(v))).join('|')
      : inner.format === 'date-time'
        ? DATE_TIME.slice(1, -1)
        : inner.type === 'number' || inner.type === 'integer'
          ? '-?\\d+(\\.\\d+)?'
          : inner.type === 'boolean'
            ? 'true|false'
            : inner.type === 'object' || inner.$ref
              ? '\\{[\\s\\S]*\\}'
              : '[\\s\\S]*';
  return regex(`^(null|${form})$`, null as unknown as string);
}

class Builder {
  constructor(private readonly root: JsonSchema) {}

  build(schema: JsonSchema, name: string, depth: number, level: Level = 'inner'): unknown {
    if (schema.$ref) {
      const target =
        this.root.$defs?.[schema.$ref.replace('#/$defs/', '')] ??
        (schema.$ref === '#' ? this.root : undefined);
      if (!target) throw new Error(`unresolved ${schema.$ref}`);
      return this.build(target, name, depth + 1, level);
    }
    if (schema.const !== undefined) return schema.const;
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants) {
      const present = variants.filter((v) => v.type !== 'null');
      const first = present[0] ?? {};
      if (present.length < variants.length) return nullable(first);
      if (present.length === 1) return this.build(first, name, depth, level);
      // A union of kinds (string | number | boolean): held present, any form.
      return regex('^[\\s\\S]*$', this.build(first, name, depth) as string);
    }
    if (Array.isArray(schema.type)) {
      const types = schema.type.filter((t) => t !== 'null');
      const inner = { ...schema, type: types[0] };
      return types.length < schema.type.length
        ? nullable(inner)
        : this.build(inner, name, depth, level);
    }
    if (schema.enum) {
      const example = schema.enum.includes(FIELD_EXAMPLES[name])
        ? FIELD_EXAMPLES[name]
        : schema.enum[0];
      return regex(`^(${schema.enum.map((v) => escape(String(v))).join('|')})$`, String(example));
    }
    switch (schema.type) {
      case 'object':
        return this.object(schema, depth, level);
      case 'array':
        return this.array(schema, name, depth, level);
      case 'string':
        return this.string(schema, name);
      case 'integer':
        return integer(numberExample(name, TYPE_EXAMPLES.integer));
      case 'number':
        return like(numberExample(name, TYPE_EXAMPLES.number));
      case 'boolean':
        return like(
          typeof FIELD_EXAMPLES[name] === 'boolean' ? FIELD_EXAMPLES[name] : TYPE_EXAMPLES.boolean,
        );
      default:
        return undefined; // unknown: nothing the client relies on
    }
  }

  private object(schema: JsonSchema, depth: number, level: Level) {
    // A record (settings values, translations): any keys; the client reads what is there.
    if (!schema.properties) return {};
    const out: Record<string, unknown> = {};
    for (const key of schema.required ?? []) {
      const property = schema.properties[key];
      if (!property) continue;
      const value = this.build(property, key, depth, level === 'root' ? below(level) : 'inner');
      if (value !== undefined) out[key] = value;
    }
    return out;
  }

  private array(schema: JsonSchema, name: string, depth: number, level: Level) {
    if (!schema.items || depth >= MAX_DEPTH)
      return { 'pact:matcher:type': 'type', min: 0, value: [] };
    const item = this.build(schema.items, name, depth + 1);
    const min = Math.max(level === 'inner' ? 0 : 1, schema.minItems ?? 0);
    // eachLike(item, 0) would serve an empty list: the template item is served either way.
    return { 'pact:matcher:type': 'type', min, value: [item] };
  }

  private string(schema: JsonSchema, name: string) {
    const given = FIELD_EXAMPLES[name];
    if (schema.format === 'date-time' || /_at$|_time$/.test(name)) {
      return regex(DATE_TIME, typeof given === 'string' ? given : EXAMPLE_DATE_TIME);
    }
    if (schema.format === 'date')
      return regex(DATE, typeof given === 'string' ? given : EXAMPLE_DATE_TIME.slice(0, 10));
    if (schema.pattern) {
      const example =
        typeof given === 'string' && new RegExp(schema.pattern).test(given)
          ? given
          : patternExample(schema.pattern);
      return regex(schema.pattern, example);
    }
    if (isId(name))
      return regex(
        ID_PATTERN,
        typeof given === 'string' ? given : `${name.replace(/_?id$/i, '') || 'id'}-1`,
      );
    return like(typeof given === 'string' ? given : TYPE_EXAMPLES.string);
  }
}

function numberExample(name: string, fallback: number): number {
  const given = FIELD_EXAMPLES[name];
  return typeof given === 'number' ? given : fallback;
}

/** Examples for the few patterned strings of the table; a new pattern must be given one here. */
const PATTERN_EXAMPLES = [
  '0,136,221',
  'BRAND',
  'BRAND,LOCATION',
  'USD',
  'png',
  'harbor-kitchen',
  '+12025550143',
  'id-1',
];
function patternExample(pattern: string): string {
  const found = PATTERN_EXAMPLES.find((example) => new RegExp(pattern).test(example));
  if (!found) throw new Error(`field-examples: no example matches /${pattern}/`);
  return found;
}

/** The expected body of a 200 answer, as Pact matchers, from the entry's response schema. */
export function expectedBody(schema: z.ZodType): unknown {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  return new Builder(json).build(json, '', 0, 'root');
}
