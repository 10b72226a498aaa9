/**
 * Drift is caught (issue 7): with one response field renamed by a test-only switch, the
 * verifier — run as backend teams run it, through `pnpm contracts verify` — fails and names it.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app.ts';

let app: FastifyInstance;
let url: string;
const contractsDir = fileURLToPath(new URL('..', import.meta.url));

beforeAll(async () => {
  app = await buildApp();
  // The test-only switch: GET /v1/users/info answers `firstName` where the pact expects `first_name`.
  app.addHook('onSend', async (request, _reply, payload: unknown) =>
    request.url.startsWith('/v1/users/info') && typeof payload === 'string'
      ? payload.replace('"first_name"', '"firstName"')
      : payload,
  );
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

it('[R7-03] verification fails and names the renamed field', async () => {
  // Asynchronous on purpose: the provider runs in this process and must keep answering.
  const child = spawn(
    'pnpm',
    ['exec', 'tsx', 'src/cli.ts', 'verify', '--provider-base-url', url, '--state-change-url', `${url}/__sim/provider-state`],
    { cwd: contractsDir, env: { ...process.env, PACT_DO_NOT_TRACK: 'true' } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(status).toBe(1);
  expect(output).toMatch(/first_name/);
  expect(output).toMatch(/GET \/v1\/users\/info answers its data/);
}, 150_000);
