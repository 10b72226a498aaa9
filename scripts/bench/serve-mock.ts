/**
 * Bench child: the mock server at one scale in a process of its own. Prints one JSON line when it
 * listens (port, tokens, build and reset times), then serves until its parent ends it.
 * Usage: serve-mock.ts SCALE
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '@ws/mock-server';

const scale = Number(process.argv[2] ?? 1);
const RESETS = 3;

let started = performance.now();
// bench:web's pages call from their own origin; the mock grants CORS to the web app's origins only.
const webOrigin = process.env.BENCH_WEB_ORIGIN;
const app = await buildApp({ scale, ...(webOrigin ? { allowedOrigins: [webOrigin] } : {}) });
await app.ready();
const buildMs = performance.now() - started;

// Reset as /__sim/reset does it, timed here so the figure holds no HTTP noise.
const resetMs: number[] = [];
for (let i = 0; i < RESETS; i++) {
  started = performance.now();
  app.sim.reset();
  resetMs.push(performance.now() - started);
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
    scale,
    brands: app.world.brands.size,
    users: app.world.users.size,
    applications: app.world.applications.size,
    buildMs,
    resetMs,
    managerToken: manager.accessToken,
    enterpriseToken: enterprise.accessToken,
    applicationId,
  }) + '\n',
);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
