/**
 * `npm run demo`: the seeded mock server and the web app's production build, fully offline, with
 * the security headers a CDN must send (README "Security headers"): the app opens as it would for
 * a customer, not through the dev server's hundred-odd module requests. The build is made only
 * when the web sources changed since the last one (demo/web-build.ts). Ctrl-C stops both.
 * `npm run dev` (--dev): the same mock with Vite's dev server, for work on the app.
 * Ports: MOCK_PORT (default 4010) and WEB_PORT (default 5173).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { DEMO_BUILD_DIR, ensureBuild } from './demo/web-build.ts';

const mockPort = process.env.MOCK_PORT ?? '4010';
const webPort = process.env.WEB_PORT ?? '5173';
const env = { ...process.env, MOCK_PORT: mockPort, WEB_PORT: webPort };
const started = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const children: ChildProcess[] = [];
let stopping = false;
const dev = process.argv.includes('--dev');
const stop = (code = 0): never => {
  stopping = true;
  // Each child leads a process group of its own: pnpm does not pass SIGTERM on, so ending pnpm
  // alone would leave the mock server or Vite running.
  for (const child of children) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(code);
};
const track = (child: ChildProcess) => {
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping && code && code !== 0) stop(code);
  });
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

// The mock starts while the web app builds: it needs no build.
track(
  spawn('pnpm', ['--silent', '--filter', '@ws/mock-server', 'start'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  }),
);
// The accounts come from the seed, whose modules take seconds to load on a busy machine: loaded
// while the servers start, not before.
const seedModules = import('@ws/mock-server');

if (!dev) {
  const build = await ensureBuild(env, (child) => children.push(child)).catch((error: Error) => {
    console.error(`demo: ${error.message}`);
    return stop(1);
  });
  console.info(
    build.built
      ? `› built the web app in ${seconds(build.ms)} (its sources changed since the last build)`
      : `› the web build is up to date (sources hashed in ${seconds(build.ms)})`,
  );
}
// vite.config.ts gives both servers their port and the language subdomains (*.localhost), and the
// preview the security headers (the dev server cannot send the CSP: its hot-reload client is inline).
const web = dev ? ['vite'] : ['vite', 'preview', '--outDir', DEMO_BUILD_DIR];
track(
  spawn('pnpm', ['--silent', '--filter', '@ws/web', 'exec', ...web, '--logLevel', 'warn'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  }),
);

const answers = async (url: string) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
};
const urls = [
  `http://localhost:${webPort}/user/login`,
  `http://localhost:${mockPort}/.well-known/jwks.json`,
];
while (!(await Promise.all(urls.map(answers))).every(Boolean))
  await new Promise((resolve) => setTimeout(resolve, 100));

const servedMs = performance.now() - started;
const { seedWorld, DEMO_PASSWORD } = await seedModules;
const accounts = [...seedWorld().users.values()].filter((u) => u.demo_note);
console.info(`
  Web app      http://localhost:${webPort}   (${dev ? 'Vite dev server' : 'production build'}; http://fr.localhost:${webPort} etc. for the languages)
  Mock server  http://localhost:${mockPort}

  Demo accounts (password ${DEMO_PASSWORD}):
${accounts.map((u) => `    ${u.email.padEnd(24)} ${u.demo_note}`).join('\n')}

› serving ${seconds(servedMs)} after the start. Ctrl-C stops both.${dev ? '' : ' `npm run dev` serves the dev server instead.'}
`);
