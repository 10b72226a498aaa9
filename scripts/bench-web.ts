/**
 * `pnpm bench:web`: builds the web app and prints the gzip size of the JavaScript each route
 * loads first — the entry chunk, the route's lazy module and everything they import statically.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const webDir = fileURLToPath(new URL('../web/', import.meta.url));
const outDir = 'dist-bench';

// The lazy route modules each route needs on first load (the redirector counts for the landing).
const routes: Record<string, string[]> = {
  'login (/user/login)': ['src/app/routes/auth/login.tsx'],
  'employer landing (/dashboard → /dashboard/hiring)': [
    'src/app/routes/dashboard/home.tsx',
    'src/app/routes/hiring/hiring-dashboard.tsx',
    'src/app/routes/misc/titled-page.tsx',
  ],
  'member dashboard (/dashboard/member)': [
    'src/app/routes/dashboard/home.tsx',
    'src/app/routes/member/member-dashboard.tsx',
    'src/app/routes/misc/titled-page.tsx',
  ],
};

execFileSync('pnpm', ['exec', 'vite', 'build', '--manifest', '--logLevel', 'warn'], {
  cwd: webDir,
  stdio: 'inherit',
  env: { ...process.env, WEB_OUT_DIR: outDir },
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
const entryKeys = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
const entryFiles = closure(entryKeys);
const entryKb = [...entryFiles].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(f), 0);

console.info(`\nJavaScript loaded first, gzip (entry alone: ${entryKb.toFixed(1)} KiB)\n`);
for (const [route, modules] of Object.entries(routes)) {
  const present = modules.filter((m) => manifest[m]);
  const files = [...closure([...entryKeys, ...present])].filter((f) => f.endsWith('.js'));
  const total = files.reduce((sum, f) => sum + gzipKb(f), 0);
  console.info(`${route.padEnd(52)} ${total.toFixed(1).padStart(7)} KiB  (${files.length} files)`);
}
if (!existsSync(`${webDir}${outDir}`)) process.exit(1);
