/**
 * The browser build's zod without its JSON Schema generator. zod's classic schemas keep a
 * reference to the generator (for `toJSONSchema()` and Standard Schema's `jsonSchema`), so it ships
 * in every chunk that builds a schema although the app only ever parses responses with them: about
 * a quarter of zod's gzip bytes. The contracts package still generates the OpenAPI document with
 * the real generator (Node, not this build). Here each of the generator's exports is a function
 * that throws, so a future client use fails loudly instead of producing a wrong document.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const GENERATOR = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

/** The names a module exports (`export function x`, `export const x`, `export { a as b }`). */
function exportedNames(code: string): string[] {
  const names = new Set<string>();
  for (const [, name] of code.matchAll(
    /^export (?:async )?(?:function\*?|const|let|class) (\w+)/gm,
  ))
    names.add(name as string);
  for (const [, list] of code.matchAll(/^export \{([^}]*)\}/gm))
    for (const item of (list as string).split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  return [...names];
}

/** A module of the same exports as the file `id`, each a function that throws `message`. */
export function throwingStub(id: string, message: string): string {
  const names = exportedNames(readFileSync(id, 'utf8'));
  const stub = `const absent = () => { throw new Error(${JSON.stringify(message)}); };`;
  return [stub, ...names.map((name) => `export const ${name} = absent;`)].join('\n');
}

/** A plugin of the build (not the tests) that loads each module `pattern` matches as `replace` writes it. */
export const replacingModules = (
  name: string,
  pattern: RegExp,
  replace: (id: string) => string,
): Plugin => ({ name, apply: 'build', load: (id) => (pattern.test(id) ? replace(id) : null) });

export const zodWithoutJsonSchema = () =>
  replacingModules('zod-without-json-schema', GENERATOR, (id) =>
    throwingStub(id, 'JSON Schema generation is not part of the web build'),
  );

const CLASSIC_SCHEMAS = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;

/**
 * Methods of zod's classic schemas that neither the endpoint table nor the app calls. Each keeps
 * alive the schema type it builds (a string's `uuid()` the UUID format and its pattern, `and()` the
 * intersection), although nothing builds one: a method is a property of every schema, which no
 * bundler can drop unused. build-trims.test.ts fails when a source file calls one of them.
 */
export const UNUSED_ZOD_METHODS = [
  ...['and', 'readonly', 'prefault', 'nonoptional', 'superRefine', 'exactOptional'],
  ...['keyof', 'required', 'catchall', 'merge', 'safeExtend', 'exactPartial', 'loose'],
  ...['isOptional', 'isNullable', 'validateAsync', 'encodeAsync', 'decodeAsync'],
  ...['safeEncode', 'safeDecode', 'safeEncodeAsync', 'safeDecodeAsync'],
  ...['jwt', 'emoji', 'guid', 'uuid', 'uuidv4', 'uuidv6', 'uuidv7', 'nanoid', 'cuid', 'cuid2'],
  ...['ulid', 'base64', 'base64url', 'xid', 'ksuid', 'ipv4', 'ipv6', 'cidrv4', 'cidrv6'],
  ...['e164', 'duration', 'lowercase', 'uppercase', 'slugify', 'nonempty'],
];

/**
 * classic/schemas.js without the methods `names`: each is a block of the prototype objects, from
 * its four-space-indented head (`uuid(params) {`, `get x()`, `x: function`) to the line closing it.
 * Throws when one is not found, so a zod upgrade that renames or moves one stops the build.
 */
export function withoutMethods(code: string, names: readonly string[]): string {
  const lines = code.split('\n');
  const kept: string[] = [];
  const found = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const name = /^ {4}(?:async |get |set )?(\w+)(?:\(|: )/.exec(lines[i] ?? '')?.[1];
    if (name === undefined || !names.includes(name)) {
      kept.push(lines[i] ?? '');
      continue;
    }
    found.add(name);
    while (i < lines.length && !/^ {4}\},?$/.test(lines[i] ?? '')) i++;
  }
  const missing = names.filter((name) => !found.has(name));
  if (missing.length) throw new Error(`zod's classic schemas have no method ${missing.join(', ')}`);
  return kept.join('\n');
}

export const zodWithoutUnusedMethods = () =>
  replacingModules('zod-without-unused-methods', CLASSIC_SCHEMAS, (id) =>
    withoutMethods(readFileSync(id, 'utf8'), UNUSED_ZOD_METHODS),
  );
