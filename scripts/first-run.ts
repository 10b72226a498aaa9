/**
 * `first-run` step of `npm test`: proves README's `npm run demo` on a clean clone of HEAD, with a
 * PATH that holds only node, npm, pnpm and the system's own programs, so a tool installed globally
 * on this machine cannot hide a dependency the project forgot to declare.
 *
 * It runs the demo twice. The first run installs the clone (from pnpm's store) and builds the web
 * app: it prints how long the installed tree took to serve both ports (goal ≤ 60 s), signs in as
 * manager@demo.test through the Cognito-compatible API with the real Amplify SDK, calls
 * GET /v1/users/info with the token, and checks that the login page opens at once (below). The
 * second run must serve the build the first one made, the sources being the same. Everything it
 * started is stopped by process group.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cleanPathDir } from './first-run/clean-path.ts';
import { freePort } from './first-run/free-port.ts';
import { startDemo } from './first-run/demo-process.ts';
import { timeLoginForm } from './first-run/login-form.ts';
import { checkSignIn } from './first-run/sign-in.ts';

const repo = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'first-run-'));
const clone = join(work, 'clone');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/*
 * The login page's bounds. Measured on this project's 2-core machine with a load average of 9 to 12
 * (three other test runs beside it): the HTML and the 4 files it names arrived in 57–234 ms, and
 * Chromium showed the form 0.55–1.1 s after its navigation started, after 15–16 requests. The dev
 * server, on the same machine at the same time, named /@vite/client and /src/main.tsx, showed the
 * form after 2.1–2.8 s and 136 requests (2.8–3.5 s when the machine is quiet, 9–12 s when it is
 * busier). So the checks that fail are the ones a busy machine cannot fail: the HTML must name
 * built files only, the form must need fewer than 40 requests, and the HTML with its files must
 * arrive within the goal's 1 s. The form's time in Chromium is printed against the 1 s goal but
 * fails only beyond 5 s: it moves with what else the machine runs, and a page that hangs is caught.
 */
const CRITICAL_MS = 1_000;
const FORM_GOAL_MS = 1_000;
const FORM_LIMIT_MS = 5_000;
const REQUEST_LIMIT = 40;

async function checkLoginForm(origin: string) {
  const times = await timeLoginForm(origin, CHROMIUM);
  console.info(
    `first-run: /user/login and the ${times.critical.length} files it names arrived in ${times.criticalMs.toFixed(0)} ms (limit ${CRITICAL_MS} ms); ` +
      `Chromium showed the form ${times.formMs.toFixed(0)} ms after navigating, after ${times.requests} requests ` +
      `(goal ≤ ${FORM_GOAL_MS} ms on a quiet machine, fails beyond ${FORM_LIMIT_MS} ms or ${REQUEST_LIMIT} requests)`,
  );
  if (times.criticalMs > CRITICAL_MS)
    throw new Error(
      `the login page and its files took ${times.criticalMs.toFixed(0)} ms (limit ${CRITICAL_MS} ms)`,
    );
  if (times.requests >= REQUEST_LIMIT)
    throw new Error(
      `the login form needed ${times.requests} requests (limit ${REQUEST_LIMIT}): not the production build?`,
    );
  if (times.formMs > FORM_LIMIT_MS)
    throw new Error(
      `the login form showed after ${times.formMs.toFixed(0)} ms (limit ${FORM_LIMIT_MS} ms)`,
    );
}

// Both runs use the same ports: the mock's port is baked into the build, so another port is another build.
const mockPort = await freePort();
const webPort = await freePort();

async function runDemo(path: string, run: 'first' | 'second') {
  const demo = startDemo({ cwd: clone, path, mockPort, webPort });
  try {
    const served = await demo.served();
    if (run === 'first') {
      console.info(
        `first-run: the demo built the web app and served both ports ${seconds(served.afterInstall)} after install (goal ≤ 60 s); ${seconds(served.total)} in all`,
      );
      await checkSignIn(`http://localhost:${mockPort}`, 'manager@demo.test');
      console.info(
        'first-run: manager@demo.test signed in; GET /v1/users/info answered 200 with the token',
      );
      await checkLoginForm(`http://localhost:${webPort}`);
    } else {
      if (served.built)
        throw new Error('the second demo built the web app again, its sources unchanged');
      console.info(
        `first-run: the second demo served the same build ${seconds(served.afterInstall)} after install, without building`,
      );
    }
  } catch (error) {
    console.error(`first-run FAILED (${run} demo): ${(error as Error).message}`);
    console.error(`first-run: last lines of \`npm run demo\`:\n${demo.lastLines(30)}`);
    throw error;
  } finally {
    await demo.stop();
  }
}

let failed = false;
try {
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
  execFileSync('git', ['clone', '--quiet', '--no-local', repo, clone]);
  execFileSync('git', ['checkout', '--quiet', head], { cwd: clone });
  const path = cleanPathDir(join(work, 'bin'));
  console.info(`first-run: clean clone of ${head.slice(0, 7)} in ${clone}; PATH=${path}`);
  await runDemo(path, 'first');
  await runDemo(path, 'second');
} catch {
  failed = true;
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
