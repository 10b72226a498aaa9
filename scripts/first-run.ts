/**
 * `first-run` step of `npm test` (issue 12): proves README's `npm run demo` on a clean clone of HEAD,
 * with a PATH that holds only node, npm, pnpm and the system's own programs, so a tool installed
 * globally on this machine cannot hide a dependency the project forgot to declare.
 *
 * It starts the demo twice: cold (the clone's install included) and warm (an installed tree, the
 * ≤ 10 s goal), each time signs in as manager@demo.test through the Cognito-compatible API with the
 * real Amplify SDK, calls GET /v1/users/info with the token, and stops everything by process group.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cleanPathDir } from './first-run/clean-path.ts';
import { freePort } from './first-run/free-port.ts';
import { startDemo, type DemoRun } from './first-run/demo-process.ts';
import { checkSignIn } from './first-run/sign-in.ts';

const repo = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'first-run-'));
const clone = join(work, 'clone');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function runOnce(label: string, path: string): Promise<number> {
  const mockPort = await freePort();
  const webPort = await freePort();
  const demo: DemoRun = startDemo({ cwd: clone, path, mockPort, webPort });
  try {
    const servedMs = await demo.served();
    await checkSignIn(`http://localhost:${mockPort}`, 'manager@demo.test');
    console.info(`first-run: ${label}: both ports served in ${seconds(servedMs)}; manager@demo.test signed in, GET /v1/users/info 200`);
    return servedMs;
  } catch (error) {
    console.error(`first-run: ${label} FAILED: ${(error as Error).message}`);
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
  const cold = await runOnce('cold start (install included)', path);
  const warm = await runOnce('installed tree', path);
  console.info(`first-run: demo served in ${seconds(warm)} from an installed tree (goal ≤ 10 s), ${seconds(cold)} cold`);
} catch {
  failed = true;
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
