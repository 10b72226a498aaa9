/**
 * The browser build's endpoint table without zod. The app reads one thing of a call's schemas: the
 * success answer, which `request` parses to catch an answer off the contract and fill in defaults.
 * For that the table shipped zod (17 KB of gzip) and the code building each call's schemas (its
 * request's too) to every signed-in page. Here each module of the table is written anew at build
 * time from the table itself, loaded in Node: each entry its route and a check of its success
 * answer written in response-checks.ts's few functions, which accept, reject and fill in defaults
 * as the schema does. A schema of a kind they do not cover (a refinement, a transform) stops the
 * build. The module's other exports stay: plain values written out, re-exports kept, and anything
 * else (a schema the app imports) taken from the module as written, with zod, in its own chunk.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import * as runtime from './response-checks.ts';

/** The part of a zod schema this reads: zod 4's definition and its optin, optout and inner schema. */
interface Schema {
  _zod: {
    def: Record<string, unknown> & { type: string; checks?: readonly { _zod: { def: Def } }[] };
    optin?: 'optional' | 'defaulted';
    optout?: 'optional';
    innerType?: Schema;
    values?: ReadonlySet<unknown>;
  };
}
type Def = Record<string, unknown> & { check: string };

const RUNTIME = fileURLToPath(new URL('./response-checks.ts', import.meta.url));
const MODULES = /[\\/]contracts[\\/]src[\\/](endpoints|schemas)[\\/][\w-]+\.ts$/;
/** The query that loads a module as written (for the exports the checks do not replace). */
export const AS_WRITTEN = '?as-written';

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** A lazy schema is the schema it builds: zod keeps that once built. */
function unwrap(schema: Schema): Schema {
  let current = schema;
  while (current._zod.def.type === 'lazy') {
    void (current._zod.def.getter as () => unknown)();
    current = current._zod.innerType ?? (current._zod.def.getter as () => Schema)();
  }
  return current;
}

const inner = (schema: Schema, key: string) => schema._zod.def[key] as Schema;

/** The schemas a schema is made of, in the order the check is written. */
function parts(schema: Schema): Schema[] {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      return [
        ...Object.values(def.shape as Record<string, Schema>),
        ...(def.catchall ? [def.catchall as Schema] : []),
      ];
    case 'array':
      return [inner(schema, 'element')];
    case 'optional':
    case 'nullable':
    case 'default':
      return [inner(schema, 'innerType')];
    case 'record':
      return [inner(schema, 'valueType')];
    case 'union':
      return def.options as Schema[];
    default:
      return [];
  }
}

const fail = (what: string): never => {
  throw new Error(`contracts-as-checks: ${what} has no check in the web build`);
};

/** A schema's checks (`.int()`, `.min(1)`, `.trim()`, a pattern), as the runtime's calls. */
function checkCalls(schema: Schema): string[] {
  const own = schema._zod.def;
  // A format schema (`z.iso.datetime()`, `z.int()`) is its own first check.
  const checks = [
    ...(own.check ? [schema as unknown as { _zod: { def: Def } }] : []),
    ...(own.checks ?? []),
  ];
  return checks.map(({ _zod: { def } }) => {
    if (def.check === 'number_format' && def.format === 'safeint') return 'int';
    if (def.check === 'greater_than') return `above(${def.value}, ${def.inclusive})`;
    if (def.check === 'less_than') return `below(${def.value}, ${def.inclusive})`;
    if (def.check === 'min_length') return `minSize(${def.minimum})`;
    if (def.check === 'max_length') return `maxSize(${def.maximum})`;
    // The formats that are a pattern and nothing more (a URL's, say, is read by URL itself).
    if (def.check === 'string_format' && PATTERNS.includes(def.format as string))
      return `pattern(${String(def.pattern)})`;
    if (def.check === 'overwrite') return `rewrite(${String(def.tx)})`;
    return fail(`the check ${def.check} ${String(def.format ?? '')}`);
  });
}

const PATTERNS = ['regex', 'datetime', 'date', 'time', 'email'];

const FLAGS = { optional: 1, defaulted: 2, undefined: undefined } as const;

/** Writes the checks of many schemas, each schema used more than once as one constant. */
export class CheckWriter {
  private readonly uses = new Map<Schema, number>();
  private readonly names = new Map<Schema, string>();
  private readonly building = new Set<Schema>();
  readonly declarations: string[] = [];

  /** Counts the uses of a schema and its parts (call before writing). */
  count(schema: Schema): void {
    const own = unwrap(schema);
    const seen = (this.uses.get(own) ?? 0) + 1;
    this.uses.set(own, seen);
    if (seen === 1) for (const part of parts(own)) this.count(part);
  }

  /** The expression of a schema's check. */
  write(schema: Schema): string {
    const own = unwrap(schema);
    if ((this.uses.get(own) ?? 0) < 2) return this.build(own);
    const known = this.names.get(own);
    if (known) return this.building.has(own) ? `later(() => ${known})` : known;
    const name = `$${this.names.size}`;
    this.names.set(own, name);
    this.building.add(own);
    const code = this.build(own);
    this.building.delete(own);
    this.declarations.push(`const ${name} = ${code};`);
    return name;
  }

  private build(schema: Schema): string {
    const base = this.base(schema);
    const checks = checkCalls(schema);
    const code = checks.length ? `all(${[base, ...checks].join(', ')})` : base;
    const { optin, optout } = schema._zod;
    if (optin === undefined && optout === undefined) return code;
    return `absent(${code}, ${FLAGS[optin ?? 'undefined']}, ${optout ? 1 : undefined})`;
  }

  private base(schema: Schema): string {
    const def = schema._zod.def;
    const of = (key: string) => this.write(inner(schema, key));
    switch (def.type) {
      case 'string':
        return 'str';
      case 'number':
        return 'num';
      case 'boolean':
        return 'bool';
      case 'unknown':
      case 'any':
        return 'any';
      case 'never':
        return 'never';
      case 'literal':
      case 'enum':
        return `oneOf(${JSON.stringify([...(schema._zod.values ?? [])])})`;
      case 'array':
        return `list(${of('element')})`;
      case 'nullable':
        return `nullable(${of('innerType')})`;
      case 'optional':
        if (inner(schema, 'innerType')._zod.optin === 'defaulted') fail('an optional default');
        return `optional(${of('innerType')})`;
      case 'default':
        return `withDefault(${of('innerType')}, ${JSON.stringify(def.defaultValue)})`;
      case 'union':
        if (def.discriminator !== undefined || def.inclusive === false) fail('a tagged union');
        return `union(${(def.options as Schema[]).map((option) => this.write(option)).join(', ')})`;
      case 'record':
        if (unwrap(inner(schema, 'keyType'))._zod.def.type !== 'string' || def.mode)
          fail('a record of other keys than any string');
        return `record(${of('valueType')})`;
      case 'object':
        return this.object(schema);
      default:
        return fail(`a schema of type ${def.type}`);
    }
  }

  private object(schema: Schema): string {
    const def = schema._zod.def;
    const fields = Object.entries(def.shape as Record<string, Schema>).map(([key, part]) => {
      if (key === '__proto__') fail('a field named __proto__');
      return `${JSON.stringify(key)}: ${this.write(part)}`;
    });
    const others = def.catchall ? unwrap(def.catchall as Schema)._zod.def.type : undefined;
    const mode =
      others === undefined
        ? ''
        : others === 'never'
          ? ', 1'
          : others === 'unknown'
            ? ', 2'
            : fail(`other keys of type ${others}`);
    return `object({ ${fields.join(', ')} }${mode})`;
  }
}

/** An endpoint-table entry as the web reads it. */
interface Entry {
  name: string;
  method: string;
  path: string;
  auth: string;
  envelope: boolean;
  bodyKind: string;
  headers: Record<string, string>;
  responses: Record<number, Schema | undefined>;
}

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Entry).method === 'string' &&
  typeof (value as Entry).path === 'string' &&
  'responses' in value;

const isArea = (value: unknown): value is Record<string, Entry> =>
  typeof value === 'object' &&
  value !== null &&
  !isSchema(value) &&
  Object.keys(value).length > 0 &&
  Object.values(value).every(isEntry);

/** A value written as it is: numbers, strings, lists and objects of them. */
function isPlain(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlain);
  return (
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value as object).every(isPlain)
  );
}

/** The fields of an entry that differ from response-checks.ts's `entry` defaults. */
function entryOptions(entry: Entry): string {
  const more: Record<string, unknown> = {};
  if (entry.name !== `${entry.method} ${entry.path.replace(/:(\w+)/g, '{$1}')}`)
    more.name = entry.name;
  if (entry.auth !== 'bearer') more.auth = entry.auth;
  if (!entry.envelope) more.envelope = false;
  if (entry.bodyKind !== 'json') more.bodyKind = entry.bodyKind;
  if (Object.keys(entry.headers).length) more.headers = entry.headers;
  return Object.keys(more).length ? `, ${JSON.stringify(more)}` : '';
}

/** The lines of `source` that re-export names from another module, by name. */
function reexports(source: string): Map<string, string> {
  const lines = new Map<string, string>();
  for (const [line, list] of source.matchAll(/export \{([^}]*)\} from ['"][^'"]+['"];?/g))
    for (const item of (list as string).split(','))
      lines.set(
        item
          .trim()
          .split(/\s+as\s+/)
          .pop() as string,
        line,
      );
  return lines;
}

/**
 * The module `id` (whose text is `source` and whose exports are `exports`) as the web build loads
 * it: each area of entries with checks, plain values written out, re-exports kept, anything else
 * from the module as written.
 */
export function checksModule(id: string, source: string, exports: Record<string, unknown>): string {
  const writer = new CheckWriter();
  const areas = Object.entries(exports).filter((pair): pair is [string, Record<string, Entry>] =>
    isArea(pair[1]),
  );
  const success = (entry: Entry) => entry.responses[200] ?? fail(`${entry.name} without a 200`);
  for (const [, area] of areas)
    for (const entry of Object.values(area)) writer.count(success(entry));
  // Each entry is an export of its own (`brands$basicInfo`), which a chunk keeps only when it reads
  // it (`entryNames` rewrites the app's `api.brands.basicInfo`); the area gathers them.
  const lines = areas.flatMap(([name, area]) => [
    ...Object.entries(area).map(
      ([key, entry]) =>
        `export const ${name}$${key} = entry(${JSON.stringify(entry.method)}, ${JSON.stringify(entry.path)}, ${writer.write(success(entry))}${entryOptions(entry)});`,
    ),
    `export const ${name} = { ${Object.keys(area)
      .map((key) => `${key}: ${name}$${key}`)
      .join(', ')} };`,
  ]);
  const kept = reexports(source);
  const others = new Set<string>();
  for (const [name, value] of Object.entries(exports)) {
    if (isArea(value)) continue;
    if (kept.has(name)) others.add(kept.get(name) as string);
    else if (isPlain(value)) lines.push(`export const ${name} = ${JSON.stringify(value)};`);
    else if (isSchema(value) && value._zod.def.type === 'enum')
      lines.push(
        `export const ${name} = enumOf(${JSON.stringify([...(value._zod.values ?? [])])});`,
      );
    else others.add(`export { ${name} } from ${JSON.stringify(id + AS_WRITTEN)};`);
  }
  // Each call builds a check and nothing else: marked pure, an entry no chunk reads is left out.
  const code = [...writer.declarations, ...lines]
    .join('\n')
    .replace(
      new RegExp(`(?<![.\\w$])(${Object.keys(runtime).join('|')})\\(`, 'g'),
      '/* @__PURE__ */ $1(',
    );
  const names = Object.keys(runtime).filter((name) => new RegExp(`\\b${name}\\b`).test(code));
  return [
    names.length ? `import { ${names.join(', ')} } from ${JSON.stringify(RUNTIME)};` : '',
    ...others,
    code,
  ].join('\n');
}

const CONTRACTS = fileURLToPath(new URL('../contracts/src/', import.meta.url));

/** Every module of the table's endpoints and schemas, loaded in Node at once, by file. */
async function loadTable(): Promise<Map<string, Record<string, unknown>>> {
  const files = ['endpoints', 'schemas'].flatMap((folder) =>
    readdirSync(join(CONTRACTS, folder))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => join(CONTRACTS, folder, name)),
  );
  const folder = mkdtempSync(join(tmpdir(), 'contracts-as-checks-'));
  const index = join(folder, 'table.ts');
  writeFileSync(
    index,
    files.map((file, at) => `export * as m${at} from ${JSON.stringify(file)};`).join('\n'),
  );
  try {
    const { module } = await runnerImport<Record<string, Record<string, unknown>>>(index, {
      configFile: false,
      logLevel: 'error',
    });
    return new Map(files.map((file, at) => [file, module[`m${at}`] ?? {}]));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const AREAS = fileURLToPath(new URL('../contracts/src/areas.ts', import.meta.url));

/**
 * The app names a call `api.brands.basicInfo` (`import * as api from '@ws/contracts/areas'`):
 * through the area's object a chunk kept every call of the area, and with it each one's check.
 * `api.brands$basicInfo`, the entry's own export, keeps only the calls the chunk makes.
 */
export function entryNames(code: string): string {
  const alias = /import \* as (\w+) from ['"]@ws\/contracts\/areas['"]/.exec(code)?.[1];
  if (!alias) return code;
  return code.replace(new RegExp(`\\b${alias}\\.(\\w+)\\.(\\w+)\\b`, 'g'), `${alias}.$1$$$2`);
}

/** The areas' index with each module's entries too (`export * from` beside each area). */
export const areasWithEntries = (code: string) =>
  code.replace(
    /export \{ \w+ \} from (['"][^'"]+['"]);/g,
    (line, from: string) => `${line}\nexport * from ${from};`,
  );

/**
 * The plugin: each module of the table's endpoints and schemas that the web build loads is written
 * by `checksModule` from the module as Node loads it; `?as-written` loads one as written.
 */
export function contractsAsChecks(): Plugin {
  let table: Promise<Map<string, Record<string, unknown>>> | undefined;
  return {
    name: 'contracts-as-checks',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id === AREAS) return { code: areasWithEntries(code), map: null };
      if (/[\\/]web[\\/]src[\\/].*\.tsx?$/.test(id)) {
        const named = entryNames(code);
        return named === code ? null : { code: named, map: null };
      }
      return null;
    },
    async load(id) {
      if (id.endsWith(AS_WRITTEN)) return readFileSync(id.slice(0, -AS_WRITTEN.length), 'utf8');
      if (!MODULES.test(id)) return null;
      const exports = (await (table ??= loadTable())).get(id);
      if (!exports) throw new Error(`contracts-as-checks: ${id} was not loaded`);
      return checksModule(id, readFileSync(id, 'utf8'), exports);
    },
  };
}
