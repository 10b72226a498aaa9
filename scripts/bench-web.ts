/**
 * `pnpm bench:web`: builds the web app and prints the gzip size of the JavaScript each route
 * loads first — the entry chunk, the route's lazy modules and everything they import statically —
 * then what makes up the entry, by package or source folder.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

interface RenderedChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  modules?: Record<string, { renderedLength: number }>;
}

const webDir = fileURLToPath(new URL('../web/', import.meta.url));
const outDir = 'dist-bench';

// The lazy route modules each route needs on first load (the redirector counts for the landing;
// require-auth is the signed-in frame around every login-required page).
const routes: Record<string, string[]> = {
  'login (/user/login)': ['src/app/routes/auth/login.tsx'],
  'employer landing (/dashboard → /dashboard/hiring)': [
    'src/app/routes/require-auth.tsx',
    'src/app/routes/dashboard/home.tsx',
    'src/app/routes/hiring/hiring-dashboard.tsx',
    'src/app/routes/misc/titled-page.tsx',
  ],
  'member dashboard (/dashboard/member)': [
    'src/app/routes/require-auth.tsx',
    'src/app/routes/dashboard/home.tsx',
    'src/app/routes/member/member-dashboard.tsx',
    'src/app/routes/misc/titled-page.tsx',
  ],
};
// Loaded with import() as soon as the app starts, next to the route's own chunks (not counted above).
const startedAtLaunch: Record<string, string> = {
  'identity provider (aws-amplify)': 'src/lib/identity/amplify.ts',
  'modal stack': 'src/components/ui/dialog/modal-host.tsx',
};

// The web package's own Vite, through its API, so the build also reports what each chunk holds.
const vitePath = createRequire(`${webDir}package.json`).resolve('vite');
const { build } = (await import(pathToFileURL(vitePath).href)) as { build(config: object): Promise<unknown> };
const rendered = new Map<string, RenderedChunk>();
await build({
  root: webDir,
  configFile: `${webDir}vite.config.ts`,
  logLevel: 'warn',
  build: { outDir, manifest: true },
  plugins: [
    {
      name: 'bench-chunk-modules',
      generateBundle(_options: unknown, bundle: Record<string, RenderedChunk>) {
        for (const chunk of Object.values(bundle)) rendered.set(chunk.fileName, chunk);
      },
    },
  ],
});
const manifest = JSON.parse(readFileSync(`${webDir}${outDir}/.vite/manifest.json`, 'utf8')) as Record<string, ManifestChunk>;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

const gzipKb = (file: string) => gzipSync(readFileSync(`${webDir}${outDir}/${file}`)).length / 1024;
const jsKb = (files: Iterable<string>) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(f), 0);
// The pages' entry (index.html); the /ilm identity frame (ilm.html) is a page of its own.
const entryKeys = Object.keys(manifest).filter((k) => manifest[k]?.isEntry && k.endsWith('index.html'));
if (entryKeys.length !== 1) throw new Error(`expected one index.html entry, found ${entryKeys.join(', ') || 'none'}`);
const entryFiles = closure(entryKeys);

console.info(`\nJavaScript loaded first, gzip (entry alone: ${jsKb(entryFiles).toFixed(1)} KiB)\n`);
for (const [route, modules] of Object.entries(routes)) {
  const missing = modules.filter((m) => !manifest[m]);
  if (missing.length) console.warn(`  (${route}: no chunk for ${missing.join(', ')})`);
  const files = [...closure([...entryKeys, ...modules])].filter((f) => f.endsWith('.js'));
  console.info(`${route.padEnd(52)} ${jsKb(files).toFixed(1).padStart(7)} KiB  (${files.length} files)`);
}

console.info('\nStarted with import() at launch, beside the route (gzip, beyond the entry):');
for (const [what, key] of Object.entries(startedAtLaunch)) {
  const extra = [...closure([key])].filter((f) => !entryFiles.has(f));
  console.info(`  ${what.padEnd(50)} ${manifest[key] ? `${jsKb(extra).toFixed(1).padStart(7)} KiB` : '(no chunk)'}`);
}

// What the entry is made of: rendered (pre-minification) size per package or source folder.
const groups = new Map<string, number>();
for (const file of entryFiles) {
  for (const [id, module] of Object.entries(rendered.get(file)?.modules ?? {})) {
    const inPackage = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
    const group = inPackage?.[1] ?? id.replace(/^.*?\/(web|contracts)\//, '$1/').split('/').slice(0, 3).join('/');
    groups.set(group, (groups.get(group) ?? 0) + module.renderedLength);
  }
}
const total = [...groups.values()].reduce((a, b) => a + b, 0);
console.info(`\nThe entry by package or folder (rendered before minification, ${(total / 1024).toFixed(0)} KiB in all):`);
for (const [group, size] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
  console.info(`  ${group.padEnd(50)} ${(size / 1024).toFixed(1).padStart(7)} KiB`);
}
