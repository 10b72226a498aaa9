/**
 * Bench child: the mock server at one scale in a process of its own. Prints one JSON line when it
 * listens (port, tokens, build and reset times), then serves until its parent ends it.
 * Usage: serve-mock.ts SCALE; BENCH_ENTERPRISE_SCALE=N grows the enterprise persona's own group N
 * times (the mock's --enterprise-scale). Benched as a load test runs it (`--no-strict --journal 0`), unless
 * BENCH_AS_DEMO=1 asks for the demo's own settings (answers checked, journal kept), whose cost the
 * bench reports beside.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '@ws/mock-server';

const scale = Number(process.argv[2] ?? 1);
const RESETS = 3;

let started = performance.now();
// bench:web's pages call from their own origin; the mock grants CORS to the web app's origins only.
const webOrigin = process.env.BENCH_WEB_ORIGIN;
const asDemo = process.env.BENCH_AS_DEMO === '1';
const enterpriseScale = Number(process.env.BENCH_ENTERPRISE_SCALE ?? 1);
const app = await buildApp({
  scale,
  enterpriseScale,
  ...(webOrigin ? { allowedOrigins: [webOrigin] } : {}),
  ...(asDemo ? {} : { strictResponses: false, journalSize: 0 }),
});
await app.ready();
const buildMs = performance.now() - started;

// Reset as /__sim/reset does it, timed here so the figure holds no HTTP noise. A restored world
// copies each store from the snapshot on its first use: the second figure is a reset followed by
// the first use of every store (what a reset cost when everything was copied up front).
const resetMs: number[] = [];
const resetAndCopyAllMs: number[] = [];
const useEveryStore = () => {
  const world = app.world as unknown as Record<string, unknown>;
  for (const key of Object.keys(world)) void world[key];
  const { shifts, attestation, jobs, rewards } = app.world.extensions;
  for (const store of [
    shifts,
    attestation,
    jobs.jobs,
    rewards.budgets,
    rewards.rules,
    rewards.raffles,
  ])
    store.state();
};
for (let i = 0; i < RESETS; i++) {
  started = performance.now();
  app.sim.reset();
  resetMs.push(performance.now() - started);
  useEveryStore();
  resetAndCopyAllMs.push(performance.now() - started);
}

const manager = await app.identity.issueTokens('u-manager');
const enterprise = await app.identity.issueTokens('u-enterprise');
// An application the manager may write on: one to the manager's own location.
const applicationId = app.world.applicationsByBrand.get('CH-1-1-1')?.[0];
await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
process.stdout.write(
  JSON.stringify({
    port,
    // For the bench's reading of this process's CPU time.
    pid: process.pid,
    scale,
    brands: app.world.brands.size,
    users: app.world.users.size,
    applications: app.world.applications.size,
    buildMs,
    resetMs,
    resetAndCopyAllMs,
    managerToken: manager.accessToken,
    enterpriseToken: enterprise.accessToken,
    applicationId,
  }) + '\n',
);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
