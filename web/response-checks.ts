/**
 * The checks the browser build reads each call's answer with, in place of the endpoint table's
 * zod schemas (contracts-as-checks.ts writes them from those schemas at build time). They accept,
 * reject and fill in defaults exactly as the schemas' parse does for the few kinds of schema an
 * answer is made of (objects, lists, strings, numbers, enums and the like), so an answer off the
 * contract still fails the call, and reads as the generic sentence, without zod's 17 KB of gzip
 * on every signed-in page. contracts-as-checks.test.ts holds them to zod on every answer the pact
 * records and on answers broken from those.
 */

/** A check: the answer's part as the schema's parse outputs it, or a throw when it is off contract. */
export type Check = ((value: unknown) => unknown) & {
  /** How absence reads in an object (zod's `optin`): 1 absence allowed, 2 a default fills it in. */
  i?: 1 | 2;
  /** 1 when the check may output undefined (zod's `optout` "optional"). */
  o?: 1;
};

/** What a call throws for an answer off its contract: an Error (not a network TypeError). */
class OffContractAnswer extends Error {
  override name = 'OffContractAnswer';
}

const fail = (what: string): never => {
  throw new OffContractAnswer(`the answer is off its contract: ${what}`);
};

/** A check `test` passes when it returns true for the value. */
const when =
  (test: (value: never) => boolean, what: string): Check =>
  (value) =>
    test(value as never) ? value : fail(what);

export const str = when((v) => typeof v === 'string', 'not a string');
export const num = when((v) => typeof v === 'number' && Number.isFinite(v), 'not a number');
export const bool = when((v) => typeof v === 'boolean', 'not a boolean');
export const any: Check = (value) => value;
export const never = when(() => false, 'a value where none may be');
/** One of the values (a literal or an enum). */
export const oneOf = (values: readonly unknown[]) =>
  when((v) => values.includes(v), `not one of ${values.join(', ')}`);

/**
 * An enum the app imports for its values (`Schema.options`): its values, as zod's enum lists them,
 * and its check.
 */
export const enumOf = <T extends string>(options: readonly T[]) => ({
  options,
  enum: Object.fromEntries(options.map((option) => [option, option])),
  parse: oneOf(options),
});

/** A string's length counts code points, as zod's does. */
const size = (value: string | unknown[]) =>
  typeof value === 'string' ? [...value].length : value.length;
export const int = when((v: number) => Number.isSafeInteger(v), 'not a whole number');
export const above = (limit: number, inclusive: boolean) =>
  when((v: number) => (inclusive ? v >= limit : v > limit), 'too small');
export const below = (limit: number, inclusive: boolean) =>
  when((v: number) => (inclusive ? v <= limit : v < limit), 'too large');
export const minSize = (limit: number) =>
  when((v: string | unknown[]) => size(v) >= limit, 'too short');
export const maxSize = (limit: number) =>
  when((v: string | unknown[]) => size(v) <= limit, 'too long');
export const pattern = (regex: RegExp) =>
  when((v: string) => {
    regex.lastIndex = 0;
    return regex.test(v);
  }, 'not the pattern');
/** A check that rewrites the value (a string's trim). */
export const rewrite =
  (change: (value: never) => unknown): Check =>
  (value) =>
    change(value as never);

/** The base check, then the schema's checks in their order, each given what the last output. */
export const all =
  (base: Check, ...checks: Check[]): Check =>
  (value) =>
    checks.reduce((output, check) => check(output), base(value));

/** A check with how absence reads in an object (zod's optin and optout). */
export const absent = (check: Check, i: Check['i'], o: Check['o']): Check =>
  Object.assign((value: unknown) => check(value), { i, o });

export const nullable =
  (inner: Check): Check =>
  (value) =>
    value === null ? null : inner(value);
export const optional =
  (inner: Check): Check =>
  (value) =>
    value === undefined ? undefined : inner(value);
/** Undefined becomes a fresh copy of the default, which is not checked (as zod's `default`). */
export const withDefault = (inner: Check, fallback: unknown): Check => {
  const copy = () =>
    Array.isArray(fallback)
      ? [...(fallback as unknown[])]
      : fallback && typeof fallback === 'object'
        ? { ...fallback }
        : fallback;
  return (value) => {
    if (value === undefined) return copy();
    const output = inner(value);
    return output === undefined ? copy() : output;
  };
};
/** The first option that accepts the value. */
export const union =
  (...options: Check[]): Check =>
  (value) => {
    for (const option of options)
      try {
        return option(value);
      } catch {
        // The next option may accept it.
      }
    return fail('none of its forms');
  };
/** A check defined further on (a schema that contains itself). */
export const later = (get: () => Check): Check =>
  Object.defineProperties((value: unknown) => get()(value), {
    i: { get: () => get().i },
    o: { get: () => get().o },
  });

export const list =
  (element: Check): Check =>
  (value) =>
    Array.isArray(value) ? value.map((item) => element(item)) : fail('not a list');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** zod's isPlainObject: an object whose constructor, if any, is a plain object's. */
const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (!isObject(value)) return false;
  const made = value.constructor as unknown;
  if (typeof made !== 'function') return true;
  const proto = made.prototype as unknown;
  return isObject(proto) && Object.prototype.hasOwnProperty.call(proto, 'isPrototypeOf');
};

/** Other keys: 0 dropped (zod's default), 1 refused (`strict`), 2 kept as they are (`passthrough`). */
export const object =
  (shape: Record<string, Check>, others: 0 | 1 | 2 = 0): Check =>
  (value) => {
    if (!isObject(value)) return fail('not an object');
    const output: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const check = shape[key] as Check;
      const present = key in value;
      const { i, o } = check;
      if (!present && o && i === 1) continue;
      let part: unknown;
      try {
        part = check(value[key]);
      } catch (error) {
        if (i && o && !present) continue;
        throw error;
      }
      if (!present && !i) fail(`no ${key}`);
      if (part !== undefined) output[key] = part;
      else if (present || (i === 2 && !o)) output[key] = undefined;
    }
    if (others)
      for (const key in value) {
        if (Object.prototype.hasOwnProperty.call(shape, key)) continue;
        if (others === 1) fail(`an unknown ${key}`);
        if (key !== '__proto__') output[key] = value[key];
      }
    return output;
  };

/** A record of any string keys, each value checked. */
export const record =
  (item: Check): Check =>
  (value) => {
    if (!isPlain(value)) return fail('not a record');
    const output: Record<string, unknown> = {};
    for (const key of Object.keys(value)) if (key !== '__proto__') output[key] = item(value[key]);
    return output;
  };

/** An endpoint-table entry as the app sends it: its route, and the check of its success. */
export const entry = (
  method: string,
  path: string,
  check: Check,
  more: { name?: string; auth?: string; envelope?: boolean; bodyKind?: string } & Record<
    string,
    unknown
  > = {},
) => ({
  name: `${method} ${path.replace(/:(\w+)/g, '{$1}')}`,
  method,
  path,
  auth: 'bearer',
  bodyKind: 'json',
  headers: {},
  envelope: true,
  ...more,
  responses: { 200: { parse: check } },
});
