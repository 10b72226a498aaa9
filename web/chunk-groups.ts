/**
 * How the web build cuts its chunks. Left alone, the bundler gives every module that the
 * entry (or the signed-in frame) imports and a lazy page imports too a small chunk of its own, since
 * the set of pages that reach it differs; a page then fetches a few dozen of them, each with its own
 * import lines and gzip overhead, although they all load together anyway. The groups below gather
 * each such set in one chunk; a guard fails the build when chunks import each other in a circle (a
 * module would run before one it needs).
 */
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
  for (const [, alias] of code.matchAll(new RegExp(`import \\* as (\\w+) from "${quoted}"`, 'g')))
    for (const [, name] of code.matchAll(new RegExp(`\\b${alias}\\.(\\w+)`, 'g')))
      names.add(name as string);
  for (const [, list] of code.matchAll(new RegExp(`import \\{([^}]*)\\} from "${quoted}"`, 'g')))
    for (const item of (list as string).split(','))
      names.add(item.trim().split(/\s+as\s+/)[0] as string);
  return names;
};

const defines = (code: string, name: string) =>
  new RegExp(
    `export (?:const|let|function|class|async function) ${name}\\b|export \\{[^}]*\\b${name}\\b[^}]*\\}`,
  ).test(code);

/** The files behind an index that define a name `code` imports from it (all of them for other modules). */
function importedThrough(graph: ModuleGraph, index: string, code: string): readonly string[] {
  const children = graph.getModuleInfo(index)?.importedIds ?? [];
  const specifier = index === AREAS_INDEX ? '@ws/contracts/areas' : '@ws/contracts';
  const names = namesImported(code, specifier);
  return children.filter((child) => {
    const childCode = graph.getModuleInfo(child)?.code ?? '';
    return [...names].some((name) => defines(childCode, name));
  });
}

/**
 * The icon set's index re-exports each of its 1,700 icons from a file of its own. Followed whole, it
 * put every icon any screen draws into the group of the first module that imports the index (the
 * sign-in page's chunk held the signed-in pages' 45 icons); through it, a module reaches only the
 * files of the icons it names.
 */
const ICON_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const ICON_SPECIFIER = 'lucide-react';

const iconFiles = new WeakMap<ModuleGraph, Map<string, string>>();

/** The icon index's names, each to the file it re-exports (`export { default as Eye, … } from './icons/eye.mjs'`). */
function iconFileByName(graph: ModuleGraph, index: string): Map<string, string> {
  let byName = iconFiles.get(graph);
  if (byName) return byName;
  byName = new Map();
  const info = graph.getModuleInfo(index);
  const children = info?.importedIds ?? [];
  for (const [, list, from] of (info?.code ?? '').matchAll(
    /export \{([^}]*)\} from ['"]\.\/([^'"]+)['"]/g,
  )) {
    const file = children.find((child) => child.endsWith(`/${from as string}`));
    if (!file) continue;
    for (const item of (list as string).split(','))
      byName.set(item.trim().split(/\s+as\s+/)[1] ?? '', file);
  }
  iconFiles.set(graph, byName);
  return byName;
}

/** What a module's import of `child` leads to: an index only to the files of the names it imports. */
function through(graph: ModuleGraph, child: string, code: string): string[] {
  if (child === AREAS_INDEX || child === PACKAGE_INDEX)
    return [child, ...importedThrough(graph, child, code)];
  if (!ICON_INDEX.test(child)) return [child];
  const byName = iconFileByName(graph, child);
  const files = [...namesImported(code, ICON_SPECIFIER)].map((name) => byName.get(name));
  return [child, ...files.filter((file): file is string => file !== undefined)];
}

/** Every module reachable from `starts` through static imports (an index only to what is named). */
export function staticClosure(graph: ModuleGraph, starts: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info || id === AREAS_INDEX || id === PACKAGE_INDEX || ICON_INDEX.test(id)) continue;
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
 * - `shared`: what both the app and the /ilm frame import before anything runs (storage, config, zod);
 * - `identity`: the rest of the frame's graph, the identity provider's SDK;
 * - `app`: the rest of the entry's graph (every page's first load); the entry module itself and
 *   its stylesheets stay the page's script and CSS, importing the group;
 * - `signed-in`: what the signed-in frame adds, less what the sign-in, sign-up and sign-out pages import.
 */
export function chunkGroups(graph: ModuleGraph): Map<string, string> {
  const app = staticClosure(graph, [ENTRY]);
  const frame = staticClosure(graph, [FRAME_ENTRY]);
  const authPages = staticClosure(
    graph,
    graph.getModuleInfo(AUTH_ROUTES)?.dynamicallyImportedIds ?? [],
  );
  const groups: [string, Set<string>][] = [
    ['shared', intersect(app, frame)],
    ['identity', minus(staticClosure(graph, [IDENTITY_PROVIDER]), app)],
    ['app', minus(app, frame, new Set([ENTRY]), entryStyles(graph))],
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
