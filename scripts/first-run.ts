/**
 * `first-run` step of `npm test` (issue 12): proves README's `npm run demo` on a clean clone of HEAD,
 * with a PATH that holds only node, npm, pnpm and the system's own programs, so a tool installed
 * globally on this machine cannot hide a dependency the project forgot to declare.
 *
 * It runs the demo once (the clone's install included, from pnpm's store), times how long the
 * installed tree takes to serve both ports (goal ≤ 10 s), signs in as manager@demo.test through the
 * Cognito-compatible API with the real Amplify SDK, calls GET /v1/users/info with the token, and
 * stops everything it started by process group.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cleanPathDir } from './first-run/clean-path.ts';
import { freePort } from './first-run/free-port.ts';
import { startDemo } from './first-run/demo-process.ts';
import { checkSignIn } from './first-run/sign-in.ts';

const repo = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'first-run-'));
const clone = join(work, 'clone');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function runDemo(path: string) {
  const mockPort = await freePort();
  const webPort = await freePort();
  const demo = startDemo({ cwd: clone, path, mockPort, webPort });
  try {
    const served = await demo.served();
    await checkSignIn(`http://localhost:${mockPort}`, 'manager@demo.test');
    console.info('first-run: manager@demo.test signed in; GET /v1/users/info answered 200 with the token');
    console.info(
      `first-run: the demo served both ports ${seconds(served.afterInstall)} after install (goal ≤ 10 s); ${seconds(served.total)} in all`,
    );
  } catch (error) {
    console.error(`first-run FAILED: ${(error as Error).message}`);
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
  await runDemo(path);
} catch {
  failed = true;
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
