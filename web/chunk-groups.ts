/**
 * How the web build cuts its chunks. Left alone, the bundler gives every module that the
 * entry (or the signed-in frame) imports and a lazy page imports too a small chunk of its own, since
 * the set of pages that reach it differs; a page then fetches a few dozen of them, each with its own
 * import lines and gzip overhead, although they all load together anyway. The groups below gather
 * each such set in one chunk; a guard fails the build when chunks import each other in a circle (a
 * module would run before one it needs).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The part of the bundler's chunking context a group reads: a module's code and static imports. */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
const contract = (path: string) =>
  fileURLToPath(new URL(`../contracts/src/${path}`, import.meta.url));
const ENTRY = source('main.tsx');
/** What the entry imports once the first frame is painted: the app's start, in the `app` group. */
export const START = source('app/start.tsx');
/** What the entry runs before the app (index.html's consent banner): it stays in the page's script. */
const ENTRY_OWN = source('features/consent/consent-shell.ts');
/** The /ilm identity frame (ilm.html): it shares a few modules with the app and must not load the app's. */
const FRAME_ENTRY = source('lib/identity/frame-entry.ts');
/** The identity provider's SDK, which the frame imports and the app loads on the sign-in form's first touch. */
const IDENTITY_PROVIDER = source('lib/identity/amplify.ts');
/** The signed-in frame (header, navigation, session watch) every login-required page loads first. */
const SIGNED_IN_FRAME = source('app/routes/require-auth.tsx');
/** The route table of the sign-in, sign-up and sign-out pages, none of which may wait for the signed-in frame. */
const AUTH_ROUTES = source('app/routes/auth/routes.tsx');

/**
 * The endpoint table's two indexes re-export every area and schema, though a module uses a few:
 * through them, a module reaches only the files that define what it names (`api.users` for the
 * areas index, imported as a namespace; `{ buildPath }` for the package index).
 */
const AREAS_INDEX = contract('areas.ts');
const PACKAGE_INDEX = contract('index.ts');

const namesImported = (code: string, specifier: string) => {
  const names = new Set<string>();
  const quoted = specifier.replace(/[/]/g, '\\/');
  for (const [, alias] of code.matchAll(
    new RegExp(`import \\* as (\\w+) from ['"]${quoted}['"]`, 'g'),
  ))
    for (const [, name] of code.matchAll(new RegExp(`\\b${alias}\\.(\\w+)`, 'g')))
      names.add(name as string);
  for (const [, list] of code.matchAll(
    new RegExp(`import \\{([^}]*)\\} from ['"]${quoted}['"]`, 'g'),
  ))
    for (const item of (list as string).split(','))
      names.add(item.trim().split(/\s+as\s+/)[0] as string);
  return names;
};

const defines = (code: string, name: string) =>
  new RegExp(
    `export (?:const|let|function|class|async function) ${name}\\b|export \\{[^}]*\\b${name}\\b[^}]*\\}`,
  ).test(code);

/** The file `code` says it re-exports `name` from (`export { a, name } from './file.ts'`), if any. */
function reexportSource(code: string, name: string): string | undefined {
  for (const [, list, from] of code.matchAll(/export \{([^}]*)\} from ['"]([^'"]+)['"]/g))
    if (
      (list as string).split(',').some(
        (item) =>
          item
            .trim()
            .split(/\s+as\s+/)
            .pop() === name,
      )
    )
      return from;
  return undefined;
}

/**
 * The module that defines `name` as `id` exports it: `id` itself, or the file it re-exports the
 * name from (`LANGUAGES` through the locales endpoint's module is languages.ts, which builds no
 * schema: the module re-exporting it, and the schema library it imports, stay out).
 */
function definingModule(graph: ModuleGraph, id: string, name: string): string | undefined {
  const code = graph.getModuleInfo(id)?.code ?? '';
  const from = reexportSource(code, name);
  if (from === undefined) return defines(code, name) ? id : undefined;
  const target = resolve(dirname(id), from);
  return graph.getModuleInfo(target) ? definingModule(graph, target, name) : id;
}

/** The files behind an index that define a name `code` imports from it (all of them for other modules). */
function importedThrough(graph: ModuleGraph, index: string, code: string): readonly string[] {
  const children = graph.getModuleInfo(index)?.importedIds ?? [];
  const specifier = index === AREAS_INDEX ? '@ws/contracts/areas' : '@ws/contracts';
  const found = new Set<string>();
  for (const name of namesImported(code, specifier))
    for (const child of children) {
      const module = definingModule(graph, child, name);
      if (module) found.add(module);
    }
  return [...found];
}

/**
 * Package indexes that re-export each name from a file of their own, with the specifier a module
 * imports each by. Followed whole, an index put every file of its package that any screen uses into
 * the group of the first module that imports it: the icon set's 1,700 icons (the sign-in page's
 * chunk held the signed-in pages' 45 icons), the query library's observers and hooks that only
 * screens with a query run (the sign-in page only creates the client), the identity SDK's calls that
 * only the rarer account module makes (sign-up, TOTP enrolment, password change: the identity chunk
 * every sign-in loads held them). Through one, a module reaches only the files of the names it
 * imports, however the module quotes it (the app's are read as the compiler wrote them, in double
 * quotes; a package's as it ships).
 */
const INDEXES: readonly (readonly [RegExp, string])[] = [
  [/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/, 'lucide-react'],
  [/[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]index\.js$/, '@tanstack/react-query'],
  [/[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]index\.js$/, '@tanstack/query-core'],
  [/[\\/]aws-amplify[\\/]dist[\\/]esm[\\/]auth[\\/]index\.mjs$/, 'aws-amplify/auth'],
  [/[\\/]@aws-amplify[\\/]auth[\\/]dist[\\/]esm[\\/]index\.mjs$/, '@aws-amplify/auth'],
  [
    /[\\/]aws-amplify[\\/]dist[\\/]esm[\\/]auth[\\/]cognito[\\/]index\.mjs$/,
    'aws-amplify/auth/cognito',
  ],
  [
    /[\\/]@aws-amplify[\\/]auth[\\/]dist[\\/]esm[\\/]providers[\\/]cognito[\\/]index\.mjs$/,
    '@aws-amplify/auth/cognito',
  ],
];
const specifierOf = (id: string) => INDEXES.find(([pattern]) => pattern.test(id))?.[1];

/**
 * The one file of a package's subpath (`@aws-amplify/auth/cognito`, resolved to the package's
 * `dist/esm/providers/cognito/index.mjs`, which does not spell the subpath) among an index's imports.
 */
function onlyOfPackage(children: readonly string[], from: string): string | undefined {
  const name = from
    .split('/')
    .slice(0, from.startsWith('@') ? 2 : 1)
    .join('/');
  const files = children.filter((child) => child.includes(`/${name}/`));
  return files.length === 1 ? files[0] : undefined;
}

/** An index's names, each to the file it comes from, and the indexes it re-exports whole. */
interface IndexExports {
  byName: Map<string, string>;
  stars: string[];
}

const indexCache = new WeakMap<ModuleGraph, Map<string, IndexExports>>();

/** `a`, `b as c`: each item's name before and after `as`. */
const items = (list: string) =>
  list
    .split(',')
    .map((item) => item.trim().split(/\s+as\s+/))
    .filter(([name]) => name)
    .map(([local, exported]) => [local as string, exported ?? (local as string)] as const);

/**
 * Reads an index's re-exports: `export { default as Eye } from './icons/eye.mjs'`,
 * `import { useQuery } from "./useQuery.js"` with `export { useQuery }`, `export * from "pkg"`.
 */
function indexExports(graph: ModuleGraph, index: string): IndexExports {
  let cache = indexCache.get(graph);
  if (!cache) indexCache.set(graph, (cache = new Map()));
  const known = cache.get(index);
  if (known) return known;
  const info = graph.getModuleInfo(index);
  const code = info?.code ?? '';
  const children = info?.importedIds ?? [];
  const fileOf = (from: string) =>
    from.startsWith('.')
      ? children.find((child) => child === resolve(dirname(index), from))
      : (children.find((child) => child.includes(`/${from}/`)) ?? onlyOfPackage(children, from));
  const byName = new Map<string, string>();
  const local = new Map<string, string>();
  for (const [, list, from] of code.matchAll(/import \{([^}]*)\} from ['"]([^'"]+)['"]/g)) {
    const file = fileOf(from as string);
    if (file) for (const [, name] of items(list as string)) local.set(name, file);
  }
  for (const [, list, from] of code.matchAll(/export \{([^}]*)\}(?: from ['"]([^'"]+)['"])?/g)) {
    const file = from === undefined ? undefined : fileOf(from);
    for (const [name, exported] of items(list as string)) {
      const source = file ?? local.get(name);
      if (source) byName.set(exported, source);
    }
  }
  const stars = [...code.matchAll(/export \* from ['"]([^'"]+)['"]/g)]
    .map(([, from]) => fileOf(from as string))
    .filter((file): file is string => file !== undefined);
  const exports = { byName, stars };
  cache.set(index, exports);
  return exports;
}

/** The files `name` comes from through an index: the defining file, and any index re-exporting it. */
function throughIndex(graph: ModuleGraph, index: string, name: string): string[] {
  const { byName, stars } = indexExports(graph, index);
  const file = byName.get(name);
  if (file) return [file];
  for (const star of stars) {
    const files = throughIndex(graph, star, name);
    if (files.length) return [star, ...files];
  }
  return [];
}

/** What a module's import of `child` leads to: an index only to the files of the names it imports. */
function through(graph: ModuleGraph, child: string, code: string): string[] {
  if (child === AREAS_INDEX || child === PACKAGE_INDEX)
    return [child, ...importedThrough(graph, child, code)];
  const specifier = specifierOf(child);
  if (specifier === undefined) return [child];
  const names = [...namesImported(code, specifier)];
  return [child, ...names.flatMap((name) => throughIndex(graph, child, name))];
}

/** Every module reachable from `starts` through static imports (an index only to what is named). */
export function staticClosure(graph: ModuleGraph, starts: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info || id === AREAS_INDEX || id === PACKAGE_INDEX || specifierOf(id)) continue;
    for (const child of info.importedIds)
      for (const next of through(graph, child, info.code ?? ''))
        if (!seen.has(next)) queue.push(next);
  }
  return seen;
}

const minus = (from: ReadonlySet<string>, ...sets: ReadonlySet<string>[]) =>
  new Set([...from].filter((id) => !sets.some((set) => set.has(id))));
const intersect = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  new Set([...a].filter((id) => b.has(id)));

/**
 * The stylesheets the entry imports: they stay in the entry's chunk, so the page's HTML is the only
 * file that names their CSS (inlined there), never a lazy chunk's preload list.
 */
const entryStyles = (graph: ModuleGraph) =>
  new Set((graph.getModuleInfo(ENTRY)?.importedIds ?? []).filter((id) => /\.css(\?|$)/.test(id)));

/**
 * Four groups, each a set of modules that always load together. A static import of a group's
 * module leads into the group itself or into a set closed under static imports (another group, or
 * a static graph left to automatic chunking), whose chunks import nothing back:
 * - `shared`: what both the app and the /ilm frame import before anything runs (storage, config);
 * - `identity`: the rest of the frame's graph, the identity provider's SDK;
 * - `app`: the rest of the entry's graph and the app's start (every page's first load); the entry
 *   module itself and its stylesheets stay the page's script and CSS, importing the group;
 * - `signed-in`: what the signed-in frame adds, less what the sign-in, sign-up and sign-out pages import.
 */
export function chunkGroups(graph: ModuleGraph): Map<string, string> {
  const app = staticClosure(graph, [ENTRY, START]);
  const frame = staticClosure(graph, [FRAME_ENTRY]);
  const authPages = staticClosure(
    graph,
    graph.getModuleInfo(AUTH_ROUTES)?.dynamicallyImportedIds ?? [],
  );
  const groups: [string, Set<string>][] = [
    ['shared', intersect(app, frame)],
    ['identity', minus(staticClosure(graph, [IDENTITY_PROVIDER]), app)],
    ['app', minus(app, frame, new Set([ENTRY, ENTRY_OWN]), entryStyles(graph))],
    ['signed-in', minus(staticClosure(graph, [SIGNED_IN_FRAME]), app, frame, authPages)],
  ];
  // The indexes themselves stay out: a page that imports one at run time (i18n's locales call) must
  // not load a group with it.
  const indexes = new Set([AREAS_INDEX, PACKAGE_INDEX]);
  return new Map(
    groups.flatMap(([name, ids]) => [...minus(ids, indexes)].map((id) => [id, name] as const)),
  );
}

/** The bundler's group naming: a module's group, or null to leave it to automatic chunking. */
export function chunkGroupName(): (id: string, graph: ModuleGraph) => string | null {
  let groups: Map<string, string> | null = null;
  return (id, graph) => (groups ??= chunkGroups(graph)).get(id) ?? null;
}

/** A chunk's static imports, as the bundle lists them. */
interface ChunkImports {
  type: string;
  imports?: readonly string[];
}

/** The first circle of static imports between chunks, as a path of file names, or null. */
export function findChunkCycle(chunks: Readonly<Record<string, ChunkImports>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (name: string, path: string[]): string[] | null => {
    if (state.get(name) === 'done') return null;
    if (state.get(name) === 'open') return [...path.slice(path.indexOf(name)), name];
    state.set(name, 'open');
    for (const next of chunks[name]?.imports ?? []) {
      const cycle = visit(next, [...path, name]);
      if (cycle) return cycle;
    }
    state.set(name, 'done');
    return null;
  };
  for (const name of Object.keys(chunks)) {
    const cycle = chunks[name]?.type === 'chunk' ? visit(name, []) : null;
    if (cycle) return cycle;
  }
  return null;
}

/** Fails the build when chunks import each other in a circle. */
export function chunkCycleGuard(): Plugin {
  return {
    name: 'chunk-cycle-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const cycle = findChunkCycle(bundle as Readonly<Record<string, ChunkImports>>);
      if (cycle) this.error(`chunks import each other in a circle: ${cycle.join(' → ')}`);
    },
  };
}
