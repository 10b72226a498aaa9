/**
 * A production build of the web app kept with a hash of what it was built from beside it (the
 * demo's in .cache/demo-web, bench:web's in web/dist-bench). A second `npm run demo` with the same
 * sources serves the build it has instead of building again; any change to the sources, the
 * build's configuration, the installed packages or the variables baked into the build gives another
 * hash and a fresh build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '../..');
export const DEMO_BUILD_DIR = join(repo, '.cache', 'demo-web');
const HASH_FILE = '.source-hash';

/**
 * Everything `vite build` reads: the app, its HTML pages, translations and public files, the
 * contracts package it bundles, the build's configuration (web/*.ts: vite.config.ts and the plugins
 * it imports) and the manifests and lock file that decide which package versions are installed.
 */
const SOURCES = [
  'web/src',
  'web/index.html',
  'web/ilm.html',
  'web/locales',
  'web/public',
  'web/package.json',
  'web/tsconfig.json',
  'contracts/src',
  'contracts/package.json',
  'package.json',
  'pnpm-workspace.yaml',
  'pnpm-lock.yaml',
];
/** Tests never reach the bundle: editing one should not cost the next demo a build. */
const NOT_BUILT = /\.test\.tsx?$|(^|\/)(__tests__|test-utils)\//;
/** web/*.ts that configure other tools than the build. */
const OTHER_TOOLS = /^(playwright|vitest)\.|\.test\.ts$/;

function filesUnder(path: string, found: string[]): void {
  const absolute = join(repo, path);
  if (!existsSync(absolute)) return;
  if (statSync(absolute).isFile()) {
    if (!NOT_BUILT.test(path)) found.push(path);
    return;
  }
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    filesUnder(`${path}/${entry.name}`, found);
  }
}

/**
 * The hash of every source file (path and bytes, in a fixed order) and of the variables baked into
 * the build: about 800 files and 4 MB, read and hashed in well under a second.
 */
export function sourceHash(env: NodeJS.ProcessEnv): string {
  const files: string[] = [];
  for (const path of SOURCES) filesUnder(path, files);
  for (const name of readdirSync(join(repo, 'web'))) {
    if (name.endsWith('.ts') && !OTHER_TOOLS.test(name)) files.push(`web/${name}`);
  }
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(repo, file)));
    hash.update('\0');
  }
  // vite.config.ts bakes the API origin in (VITE_API_URL, else MOCK_PORT's); config/env.ts reads VITE_*.
  const baked = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_') || name === 'MOCK_PORT')
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(baked));
  return hash.digest('hex');
}

const builtHash = (outDir: string) => {
  try {
    return readFileSync(join(outDir, HASH_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
};

export interface BuildOutcome {
  /** false: the build on disk was made from these very sources and served as it is. */
  built: boolean;
  ms: number;
}

/**
 * Builds the app into `outDir` unless the build there was made from the same sources.
 * `track` receives the build's process, so that Ctrl-C during a build ends it too.
 */
export async function ensureBuild(
  env: NodeJS.ProcessEnv,
  track: (child: ChildProcess) => void,
  outDir = DEMO_BUILD_DIR,
): Promise<BuildOutcome> {
  const started = performance.now();
  const hash = sourceHash(env);
  if (builtHash(outDir) === hash && existsSync(join(outDir, 'index.html'))) {
    return { built: false, ms: performance.now() - started };
  }
  const child = spawn(
    'pnpm',
    [
      '--silent',
      '--filter',
      '@ws/web',
      'exec',
      'vite',
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    { env, stdio: ['ignore', 'inherit', 'inherit'], detached: true },
  );
  track(child);
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  if (code !== 0) throw new Error(`the web build failed (exit ${code})`);
  // Written last: a build that stopped half-way has no hash, and the next demo builds again.
  writeFileSync(join(outDir, HASH_FILE), `${hash}\n`);
  return { built: true, ms: performance.now() - started };
}
