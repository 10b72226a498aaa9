/**
 * `pnpm bench:mock`: requests/s and p99 of a typical authorised GET on the mock server, next to a
 * bare Fastify route of the same shape measured in the same run, at scale 1 and a 100× world.
 * Loopback only; each measurement is bounded (default 5 s). Load comes from an autocannon worker
 * thread, so the server keeps the main thread to itself.
 * Flags: --duration SECONDS (5), --connections N (50), --scale N (100).
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@ws/mock-server';

const flag = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  const value = at > 0 ? Number(process.argv[at + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const duration = flag('--duration', 5);
const connections = flag('--connections', 50);
const bigScale = flag('--scale', 100);
const PATH = '/v1/users/info';

interface Row {
  what: string;
  rps: number;
  p99: number;
  errors: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${PATH}`;
}

async function measure(what: string, url: string, headers: Record<string, string>): Promise<Row> {
  // A short warm-up so JIT and connection set-up do not count against either side.
  await autocannon({ url, headers, connections, duration: 1, workers: 1 });
  const result = await autocannon({ url, headers, connections, duration, workers: 1 });
  return { what, rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** The mock at one scale: its seed and reset times, and the authorised GET under load. */
async function mockAt(scale: number): Promise<{ row: Row; seedMs: number; resetMs: number; body: unknown }> {
  let started = performance.now();
  const app = await buildApp({ scale });
  await app.ready();
  const seedMs = performance.now() - started;
  started = performance.now();
  app.sim.reset();
  const resetMs = performance.now() - started;
  const { accessToken } = await app.identity.issueTokens('u-manager');
  const headers = { authorization: `Bearer ${accessToken}` };
  const url = await listen(app);
  const body = (await (await fetch(url, { headers })).json()) as unknown;
  const row = await measure(`mock, scale ${scale} (${app.world.brands.size} brands, ${app.world.users.size} users)`, url, headers);
  await app.close();
  return { row, seedMs, resetMs, body };
}

/** Same path and answer, with none of the mock's hooks: routing plus JSON serialisation only. */
async function bare(body: unknown): Promise<Row> {
  const app = Fastify({ logger: false });
  app.get(PATH, async (request, reply) =>
    request.headers.authorization ? body : reply.code(401).send({ message: 'Unauthorized' }),
  );
  const url = await listen(app);
  const row = await measure('bare Fastify route, same shape', url, { authorization: 'Bearer x' });
  await app.close();
  return row;
}

console.info(`GET ${PATH} with a real access token; ${connections} connections, ${duration} s per measurement, 127.0.0.1\n`);
const small = await mockAt(1);
const baseline = await bare(small.body);
const big = await mockAt(bigScale);

const rows = [baseline, small.row, big.row];
const width = Math.max(...rows.map((r) => r.what.length));
console.info(`${'what'.padEnd(width)}  ${'req/s'.padStart(8)}  ${'p99 ms'.padStart(7)}  ${'vs bare'.padStart(7)}  errors`);
for (const r of rows) {
  const share = `${Math.round((r.rps / baseline.rps) * 100)}%`;
  console.info(`${r.what.padEnd(width)}  ${String(r.rps).padStart(8)}  ${String(r.p99).padStart(7)}  ${share.padStart(7)}  ${r.errors}`);
}
console.info(
  `\napp build (seed + signing keys): ${small.seedMs.toFixed(0)} ms at scale 1, ${big.seedMs.toFixed(0)} ms at scale ${bigScale}; ` +
    `reset (/__sim/reset): ${small.resetMs.toFixed(1)} ms at scale 1, ${big.resetMs.toFixed(1)} ms at scale ${bigScale}`,
);
