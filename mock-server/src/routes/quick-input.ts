/**
 * A quick reader of the params, query and body a call usually sends, made at start from the
 * entry's zod schema, for the common shapes: an object of plain strings (a pattern, a length, a
 * trim), whole numbers sent as decimal digits (bounds), choices from a list, optional or
 * defaulted, and refinements of the whole object. It only ever says yes: for any input it is not
 * sure zod takes, or any schema part it does not know (a transform, a union, an array), it answers
 * undefined and the schema itself reads the input, so every refusal, and the field it names, is
 * zod's own. What it takes, it returns as zod does: the same keys in the same order with the same
 * values (test/quick-input.test.ts holds it to that over every entry of the table). zod's general
 * parser cost a list call about as much as its own work.
 */
import type { z } from 'zod';

/** What a quick reader makes of one sent value: its parsed value, or NOT_SURE. */
type FieldReader = (value: unknown) => unknown;
const NOT_SURE = Symbol('not sure');

/** The parts of zod's definitions read here (zod 4 keeps them on `_zod.def`). */
interface Def {
  type: string;
  coerce?: boolean;
  /** A string type that is itself a format (an e-mail, a UUID): its own check, not known here. */
  format?: string;
  checks?: { _zod: { def: CheckDef } }[];
  innerType?: z.ZodType;
  defaultValue?: unknown;
  entries?: Record<string, unknown>;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  /** An overwrite's change of the value (a trim, a lower-casing). */
  tx?: (value: unknown) => unknown;
  /** A refinement's test of the value. */
  fn?: (value: unknown) => unknown;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * A check's test is applied whether or not zod would apply it (a check's `when`): the reader takes
 * only values that pass every test, which zod then passes or skips, never refuses.
 */

/** A string check as a test of the string, or undefined for a check not known here. */
function stringTest(check: CheckDef): ((value: string) => boolean) | undefined {
  const { minimum, maximum, length, pattern } = check;
  if (check.check === 'string_format' && check.format === 'regex' && pattern instanceof RegExp) {
    // A copy without the global or sticky flags' memory, so a test does not depend on the last one.
    const own = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
    return (value) => own.test(value);
  }
  if (check.check === 'min_length' && typeof minimum === 'number')
    return (value) => value.length >= minimum;
  if (check.check === 'max_length' && typeof maximum === 'number')
    return (value) => value.length <= maximum;
  if (check.check === 'length_equals' && typeof length === 'number')
    return (value) => value.length === length;
  return undefined;
}

/** A number check (whole, bounded) as a test of the number, or undefined for one not known here. */
function numberCheck(check: CheckDef): ((value: number) => boolean) | undefined {
  const bound = check.value;
  if (check.check === 'number_format' && (check.format === 'safeint' || check.format === 'int32'))
    return check.format === 'safeint'
      ? Number.isSafeInteger
      : (value) => Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31;
  if (check.check === 'greater_than' && typeof bound === 'number')
    return check.inclusive ? (value) => value >= bound : (value) => value > bound;
  if (check.check === 'less_than' && typeof bound === 'number')
    return check.inclusive ? (value) => value <= bound : (value) => value < bound;
  return undefined;
}

/**
 * A string check as a step zod takes in turn: an overwrite changes the string as zod does (so a
 * length is checked on the trimmed text), a test keeps it or answers NOT_SURE.
 */
function stringStep(check: CheckDef): ((value: string) => unknown) | undefined {
  const { tx } = check;
  if (check.check === 'overwrite' && typeof tx === 'function') return (value) => tx(value);
  const test = stringTest(check);
  return test && ((value) => (test(value) ? value : NOT_SURE));
}

/** A refinement of the whole object as a test of it, or undefined for a check not known here. */
function objectTest(check: CheckDef): ((value: object) => boolean) | undefined {
  const { fn } = check;
  if (check.check !== 'custom' || typeof fn !== 'function') return undefined;
  // A refinement that answers later (a promise) is zod's to wait for.
  return (value) => {
    const holds = fn(value);
    return !(holds instanceof Promise) && Boolean(holds);
  };
}

/** What each check of a list becomes, or undefined when one is not known here. */
function allOf<F>(
  checks: Def['checks'],
  read: (check: CheckDef) => F | undefined,
): F[] | undefined {
  const known: F[] = [];
  for (const check of checks ?? []) {
    const reading = read(check._zod.def);
    if (!reading) return undefined;
    known.push(reading);
  }
  return known;
}

/** Digits as a query sends a whole number: no sign, no leading zero, no exponent, exact in a double. */
const DECIMAL = /^(?:0|[1-9][0-9]{0,14})$/;

/** The reader of one value present in the input, or undefined for a schema not known here. */
function valueReader(schema: z.ZodType): FieldReader | undefined {
  const def = defOf(schema);
  if (def.type === 'string' && !def.coerce && def.format === undefined) {
    const steps = allOf(def.checks, stringStep);
    if (!steps) return undefined;
    return (value) => {
      let read: unknown = value;
      for (const step of steps) {
        if (typeof read !== 'string') return NOT_SURE;
        read = step(read);
      }
      return typeof read === 'string' ? read : NOT_SURE;
    };
  }
  if (def.type === 'number' && def.coerce) {
    const tests = allOf(def.checks, numberCheck);
    if (!tests) return undefined;
    return (value) => {
      if (typeof value !== 'string' || !DECIMAL.test(value)) return NOT_SURE;
      const number = Number(value);
      return tests.every((test) => test(number)) ? number : NOT_SURE;
    };
  }
  if (def.type === 'enum' && def.entries && !def.checks?.length) {
    const choices = new Set(Object.values(def.entries).filter((v) => typeof v === 'string'));
    return (value) => (typeof value === 'string' && choices.has(value) ? value : NOT_SURE);
  }
  return undefined;
}

interface Field {
  key: string;
  /** What an absent key gives: nothing (optional), the default, or NOT_SURE (required). */
  absent: { kind: 'omit' } | { kind: 'default'; of: Def } | { kind: 'not-sure' };
  /** Undefined when the key's schema is not known here: then a sent value is zod's to read. */
  read: FieldReader | undefined;
}

function fieldOf(key: string, schema: z.ZodType): Field {
  const def = defOf(schema);
  const inner = def.innerType;
  if (def.type === 'optional' && inner)
    return { key, absent: { kind: 'omit' }, read: valueReader(inner) };
  // zod's default is read when it is needed (a getter that may work it out afresh): so here too.
  if (def.type === 'default' && inner)
    return { key, absent: { kind: 'default', of: def }, read: valueReader(inner) };
  return { key, absent: { kind: 'not-sure' }, read: valueReader(schema) };
}

export type QuickReader = (sent: unknown) => Record<string, unknown> | undefined;

/**
 * The quick reader of an object schema (params, query or body), or undefined when its shape is not
 * one of those known here. The reader answers the parsed object, or undefined when zod must read it.
 */
export function quickReader(schema: z.ZodType): QuickReader | undefined {
  const def = defOf(schema);
  if (def.type !== 'object' || !def.shape) return undefined;
  // A strict object refuses unknown keys; a stripping one drops them. Any other catchall is zod's.
  const catchall = def.catchall ? defOf(def.catchall).type : 'strip';
  if (catchall !== 'never' && catchall !== 'strip') return undefined;
  const strict = catchall === 'never';
  const refinements = allOf(def.checks, objectTest);
  if (!refinements) return undefined;
  const fields = Object.entries(def.shape).map(([key, value]) => fieldOf(key, value));
  // A schema none of whose keys can be read quickly is left to zod whole.
  if (fields.length > 0 && fields.every((field) => !field.read)) return undefined;
  return (sent) => {
    if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return undefined;
    const input = sent as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    let present = 0;
    for (const { key, absent, read } of fields) {
      const value = input[key];
      // A value the object only inherits is zod's to judge.
      if (value !== undefined && !Object.hasOwn(input, key)) return undefined;
      if (value === undefined) {
        if (absent.kind === 'not-sure') return undefined;
        if (absent.kind === 'default') out[key] = absent.of.defaultValue;
        continue;
      }
      present += 1;
      const parsed = read ? read(value) : NOT_SURE;
      if (parsed === NOT_SURE) return undefined;
      out[key] = parsed;
    }
    if (strict) {
      // Any key beyond those read is one zod refuses (or one it must judge).
      let sentKeys = 0;
      for (const key in input) {
        if (!Object.hasOwn(input, key)) return undefined;
        sentKeys += 1;
      }
      if (sentKeys !== present) return undefined;
    }
    for (const holds of refinements) if (!holds(out)) return undefined;
    return out;
  };
}
