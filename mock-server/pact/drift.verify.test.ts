/**
 * Drift is caught: with one response field the web app reads renamed by a test-only
 * switch, the verifier — run as backend teams run it, `pnpm contracts verify` — fails, names the
 * field, and its result fails can-i-deploy.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';

let app: FastifyInstance;
let url: string;
const root = fileURLToPath(new URL('../..', import.meta.url));
const resultFile = join(mkdtempSync(join(tmpdir(), 'drift-')), 'result.json');

beforeAll(async () => {
  app = await buildApp();
  // The test-only switch: GET /v1/users/info answers `firstName` where the web app reads `first_name`.
  app.addHook('onSend', async (request, _reply, payload: unknown) =>
    request.url.startsWith('/v1/users/info') && typeof payload === 'string'
      ? payload.replace('"first_name"', '"firstName"')
      : payload,
  );
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** Runs a `pnpm contracts` command asynchronously: the provider runs in this process and must keep answering. */
function contracts(...args: string[]) {
  const child = spawn('pnpm', ['--silent', 'contracts', ...args], {
    cwd: root,
    env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, output })),
  );
}

it('[R7-03] verification fails and names the renamed field; can-i-deploy says no', async () => {
  const verify = await contracts(
    'verify',
    '--provider-base-url',
    url,
    '--state-change-url',
    `${url}/__sim/provider-state`,
    '--result',
    resultFile,
  );
  expect(verify.status).toBe(1);
  expect(verify.output).toMatch(/first_name/);
  expect(verify.output).toMatch(/GET \/v1\/users\/info answers its data/);
  const result = JSON.parse(readFileSync(resultFile, 'utf8')) as {
    passed: boolean;
    interactions: { description: string; passed: boolean }[];
  };
  expect(result.passed).toBe(false);
  expect(result.interactions.filter((i) => !i.passed).map((i) => i.description)).toEqual([
    'GET /v1/users/info answers its data',
  ]);
  const deploy = await contracts('can-i-deploy', '--result', resultFile);
  expect(deploy.status).toBe(1);
  expect(deploy.output).toMatch(/failed: GET \/v1\/users\/info answers its data/);
}, 400_000);
